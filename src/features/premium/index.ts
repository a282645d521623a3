export {
  activePremiumQueryOptions,
  getActivePremium,
  useActivePremium,
} from './api/get-active-premium'
export {
  type AccessState,
  accessState,
  PremiumStatusContext,
  useAccess,
} from './hooks/use-access'
