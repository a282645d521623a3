export { storeUser, updateUser, useUpdateUser } from './api/update-user'
export { AccountGate } from './components/account-gate'
export { AccountLayout, type SectionLink } from './components/account-layout'
export {
  DangerZoneSection,
  DataSection,
  NewsletterSection,
  ProfileSection,
  SecuritySection,
} from './components/account-sections'
export type { AccountUser } from './types'
