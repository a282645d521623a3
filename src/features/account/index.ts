export { errorMessage } from './api/pocketbase-errors'
export { FunctionError, postFunction } from './api/post-function'
export { storeUser, updateUser, useUpdateUser } from './api/update-user'
export { AccountLayout, type SectionLink } from './components/account-layout'
export {
  DangerZoneSection,
  DataSection,
  NewsletterSection,
  ProfileSection,
  SecuritySection,
} from './components/account-sections'
export { FormStatus } from './components/form-status'
export { SettingsSection } from './components/settings-section'
export { useAccountUser } from './hooks/use-account-user'
export type { AccountUser } from './types'
