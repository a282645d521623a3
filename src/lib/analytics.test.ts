// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'

const tagScripts = () => document.head.querySelectorAll('script[src*="googletagmanager"]')
const pushed = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))

beforeEach(() => {
  vi.resetModules()
  delete window.dataLayer
  for (const script of tagScripts()) script.remove()
})

describe('analytics', () => {
  it('loads nothing and tracks nothing without a tag id', async () => {
    const analytics = await import('./analytics')
    analytics.initAnalytics(undefined)
    analytics.trackPageView('/learn')
    expect(tagScripts()).toHaveLength(0)
    expect(window.dataLayer).toBeUndefined()
  })

  it('loads gtag.js once with all consent denied by default', async () => {
    const analytics = await import('./analytics')
    analytics.initAnalytics('G-TEST1')
    analytics.initAnalytics('G-TEST1')
    expect(tagScripts()).toHaveLength(1)
    expect(tagScripts()[0]?.getAttribute('src')).toContain('id=G-TEST1')
    expect(pushed()[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied' }),
    ])
  })

  it('pushes page views and consent updates', async () => {
    const analytics = await import('./analytics')
    analytics.initAnalytics('G-TEST1')
    analytics.trackPageView('/learn')
    analytics.updateConsent({ ad_storage: 'granted' })
    const [view, consent] = pushed().slice(-2)
    expect(view).toEqual(['event', 'page_view', expect.objectContaining({ page_path: '/learn' })])
    expect(consent).toEqual([
      'consent',
      'update',
      expect.objectContaining({ ad_storage: 'granted' }),
    ])
  })
})
