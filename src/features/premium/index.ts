export { activePremiumQueryKey } from './api/active-premium-key'
export {
  activePremiumQueryOptions,
  getActivePremium,
  useActivePremium,
} from './api/get-active-premium'
export { readLastPremium } from './api/last-premium'
export { PremiumGate } from './components/premium-gate'
export { type AccessState, useAccess } from './hooks/use-access'
