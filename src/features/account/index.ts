export { storeUser, updateUser, useUpdateUser } from './api/update-user'
export { AccountLayout, type SectionLink } from './components/account-layout'
export {
  DangerZoneSection,
  DataSection,
  NewsletterSection,
  ProfileSection,
  SecuritySection,
} from './components/account-sections'
export { useAccountUser } from './hooks/use-account-user'
export type { AccountUser } from './types'
