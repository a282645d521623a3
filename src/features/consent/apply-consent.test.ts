// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { removeCookie, writeCookie } from '@/lib/cookies'

const AD_URL = 'https://ads.example.com/tag.js'
const adScripts = () => document.head.querySelectorAll(`script[src="${AD_URL}"]`)

beforeEach(() => {
  // env is read when modules load, so load them fresh with the ad script configured.
  vi.resetModules()
  vi.stubEnv('VITE_AD_SCRIPT_URL', AD_URL)
  for (const script of adScripts()) script.remove()
})

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('applyConsent', () => {
  it('does not load the ad script without granted ad consent', async () => {
    const { applyConsent } = await import('./apply-consent')
    await applyConsent(null)
    await applyConsent({ ad_storage: 'denied' })
    expect(adScripts()).toHaveLength(0)
  })

  it('loads the ad script once when ads are granted, never twice', async () => {
    const { applyConsent } = await import('./apply-consent')
    await applyConsent({ ad_storage: 'granted' })
    await applyConsent({ ad_storage: 'granted' })
    expect(adScripts()).toHaveLength(1)
  })

  it('does not load the ad script when the showads cookie says false, even with ads granted', async () => {
    writeCookie('showads', 'false')
    try {
      const { applyConsent } = await import('./apply-consent')
      await applyConsent({ ad_storage: 'granted' })
      expect(adScripts()).toHaveLength(0)
    } finally {
      removeCookie('showads')
    }
  })
})
