import Cookies from 'js-cookie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readCookie, readShowAds, removeCookie, writeCookie, writeFriendshare } from './cookies'

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

  it('reads showads as true unless it is "false"', () => {
    expect(readShowAds()).toBe(true)
    writeCookie('showads', 'false')
    expect(readShowAds()).toBe(false)
    writeCookie('showads', 'true')
    expect(readShowAds()).toBe(true)
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
