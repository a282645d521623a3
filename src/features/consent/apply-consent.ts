import { updateConsent } from '@/lib/analytics'
import { readShowAds } from '@/lib/cookies'
import { loadAdScript } from './ad-script'
import { type Consent, readConsent } from './consent-store'

// Tells the Google tag the choice and loads the ad script only when ads are granted and the
// showads cookie does not turn them off.
export async function applyConsent(consent: Consent | null): Promise<void> {
  if (!consent) return
  updateConsent(consent)
  if (consent.ad_storage === 'granted' && (await readShowAds())) loadAdScript()
}

export function applyStoredConsent(): Promise<void> {
  return applyConsent(readConsent())
}
