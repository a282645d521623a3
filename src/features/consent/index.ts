export { loadAdScript } from './ad-script'
export { applyConsent, applyStoredConsent } from './apply-consent'
export {
  ALL_CONSENT,
  type Consent,
  readConsent,
  selectionConsent,
  writeConsent,
} from './consent-store'

// The dialog is a chunk of its own: most visits never open it (the first pages' JS budgets).
export const loadConsentDialog = () => import('./components/consent-dialog')
