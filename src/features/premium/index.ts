export {
  activePremiumQueryOptions,
  getActivePremium,
  useActivePremium,
} from './api/get-active-premium'
export { type AccessState, useAccess } from './hooks/use-access'
