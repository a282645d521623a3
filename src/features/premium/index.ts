export {
  activePremiumQueryOptions,
  getActivePremium,
  useActivePremium,
} from './api/get-active-premium'
export { readLastPremium } from './api/last-premium'
export {
  type AccessState,
  accessState,
  PremiumStatusContext,
  useAccess,
} from './hooks/use-access'
