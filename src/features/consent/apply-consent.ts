import { updateConsent } from '@/lib/analytics'
import { loadAdScript } from './ad-script'
import { type Consent, readConsent } from './consent-store'

// Tells the Google tag the choice and loads the ad script only when ads are granted.
export function applyConsent(consent: Consent | null): void {
  if (!consent) return
  updateConsent(consent)
  if (consent.ad_storage === 'granted') loadAdScript()
}

export function applyStoredConsent(): void {
  applyConsent(readConsent())
}
