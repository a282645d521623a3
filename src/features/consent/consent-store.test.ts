// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { ALL_CONSENT, readConsent, selectionConsent, writeConsent } from './consent-store'

describe('consent store', () => {
  it('reads null when nothing is stored', () => {
    expect(readConsent()).toBeNull()
  })

  it('round-trips through localStorage under consentMode', () => {
    writeConsent({ ad_storage: 'granted' })
    expect(JSON.parse(localStorage.getItem('consentMode') ?? '')).toEqual({ ad_storage: 'granted' })
    expect(readConsent()).toEqual({ ad_storage: 'granted' })
  })

  it('reads null for broken or foreign values', () => {
    localStorage.setItem('consentMode', '{oops')
    expect(readConsent()).toBeNull()
    localStorage.setItem('consentMode', JSON.stringify({ ad_storage: 'maybe' }))
    expect(readConsent()).toBeNull()
  })

  it('turns Accept Selection into the toggle value and Accept All into granted', () => {
    expect(selectionConsent(false)).toEqual({ ad_storage: 'denied' })
    expect(selectionConsent(true)).toEqual({ ad_storage: 'granted' })
    expect(ALL_CONSENT).toEqual({ ad_storage: 'granted' })
  })
})
