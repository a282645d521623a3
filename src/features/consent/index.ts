export { loadAdScript } from './ad-script'
export { applyConsent, applyStoredConsent } from './apply-consent'
export { ConsentDialog } from './components/consent-dialog'
export {
  ALL_CONSENT,
  type Consent,
  readConsent,
  selectionConsent,
  writeConsent,
} from './consent-store'
