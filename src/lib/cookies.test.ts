// @vitest-environment jsdom
import Cookies from 'js-cookie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  readCookie,
  readCookieLater,
  readShowAds,
  removeCookie,
  writeCookie,
  writeFriendshare,
} from './cookies'

afterEach(() => {
  removeCookie('showads')
  removeCookie('themesettings')
})

describe('cookies', () => {
  it('writes and reads a cookie on path /', () => {
    const set = vi.spyOn(Cookies, 'set')
    writeCookie('themesettings', 'dark')
    expect(readCookie('themesettings')).toBe('dark')
    expect(set).toHaveBeenCalledWith(
      'themesettings',
      'dark',
      expect.objectContaining({ path: '/', sameSite: 'lax' }),
    )
  })

  it('reads showads as true unless it is "false"', async () => {
    expect(await readShowAds()).toBe(true)
    writeCookie('showads', 'false')
    expect(await readShowAds()).toBe(false)
    writeCookie('showads', 'true')
    expect(await readShowAds()).toBe(true)
  })

  it('stores friendshare secure for 10,000,000 seconds', () => {
    const set = vi.spyOn(Cookies, 'set').mockReturnValue(undefined)
    writeFriendshare('user123')
    expect(set).toHaveBeenCalledWith('friendshare', 'user123', {
      path: '/',
      sameSite: 'lax',
      secure: true,
      expires: 10_000_000 / 86_400,
    })
  })
})

describe('readCookieLater', () => {
  it('reads through the Cookie Store API, decoded as js-cookie decodes', async () => {
    const values: Record<string, string> = { themesettings: '%22dark%20x%22', friendshare: '"u1"' }
    vi.stubGlobal('cookieStore', {
      get: async (name: string) => (name in values ? { name, value: values[name] } : null),
    })
    expect(await readCookieLater('themesettings')).toBe('"dark x"')
    expect(await readCookieLater('friendshare')).toBe('u1')
    expect(await readCookieLater('currenttheme')).toBeUndefined()
    vi.unstubAllGlobals()
  })

  it('falls back to document.cookie when the API refuses', async () => {
    writeCookie('themesettings', 'dark')
    vi.stubGlobal('cookieStore', {
      get: async () => {
        throw new DOMException('Access denied', 'SecurityError')
      },
    })
    expect(await readCookieLater('themesettings')).toBe('dark')
    vi.unstubAllGlobals()
  })

  it('falls back to document.cookie without the API', async () => {
    writeCookie('themesettings', 'light')
    expect('cookieStore' in globalThis).toBe(false)
    expect(await readCookieLater('themesettings')).toBe('light')
  })
})
