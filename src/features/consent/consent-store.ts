import { STORAGE_KEYS } from '@/config/constants'
import type { TagConsent } from '@/lib/analytics'

export type Consent = TagConsent

type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>

// The stored choice, or null when the visitor has not chosen yet (or it is unreadable).
export function readConsent(storage: ConsentStorage = localStorage): Consent | null {
  try {
    // A plain check, not a schema library: consent is read in the first chunk of every page.
    const stored: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.consent) ?? 'null')
    const ad = (stored as { ad_storage?: unknown } | null)?.ad_storage
    return ad === 'granted' || ad === 'denied' ? { ad_storage: ad } : null
  } catch {
    return null
  }
}

export function writeConsent(consent: Consent, storage: ConsentStorage = localStorage): void {
  storage.setItem(STORAGE_KEYS.consent, JSON.stringify(consent))
}

// Accept Selection stores the ads toggle as it stands.
export const selectionConsent = (adsAllowed: boolean): Consent => ({
  ad_storage: adsAllowed ? 'granted' : 'denied',
})

// Accept All grants ads.
export const ALL_CONSENT: Consent = { ad_storage: 'granted' }
