// @vitest-environment jsdom
import Cookies from 'js-cookie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  applyStoredTheme,
  applyTheme,
  saveThemeSetting,
  servedThemeSetting,
  startTheme,
} from './apply-theme'

const mockPrefersDark = (matches: boolean) =>
  vi.spyOn(window, 'matchMedia').mockReturnValue({ matches } as MediaQueryList)

afterEach(() => {
  // Restored spies keep their calls, and spying on the same getter again returns the same spy.
  vi.clearAllMocks()
  vi.restoreAllMocks()
  delete document.documentElement.dataset.theme
  Cookies.remove('themesettings', { path: '/' })
  Cookies.remove('currenttheme', { path: '/' })
})

describe('applyTheme', () => {
  it('maps light to cupcake and dark to dark on <html>', () => {
    mockPrefersDark(false)
    saveThemeSetting('dark')
    expect(document.documentElement.dataset.theme).toBe('dark')
    saveThemeSetting('light')
    expect(document.documentElement.dataset.theme).toBe('cupcake')
  })

  it('follows the device for system (the default)', () => {
    mockPrefersDark(true)
    expect(applyTheme()).toBe('dark')
    expect(document.documentElement.dataset.theme).toBe('dark')
  })

  it('leaves <html> alone when it already has the theme (a write would restyle the page)', () => {
    mockPrefersDark(false)
    document.documentElement.dataset.theme = 'cupcake'
    const observer = new MutationObserver(() => {})
    observer.observe(document.documentElement, { attributes: true })
    applyTheme('light')
    expect(observer.takeRecords()).toHaveLength(0)
    applyTheme('dark')
    expect(observer.takeRecords()).toHaveLength(1)
    observer.disconnect()
  })

  it('persists the setting and replaces a retro currenttheme', () => {
    mockPrefersDark(false)
    Cookies.set('currenttheme', 'retro', { path: '/' })
    saveThemeSetting('system')
    expect(Cookies.get('themesettings')).toBe('system')
    expect(Cookies.get('currenttheme')).toBe('light')
  })
})

describe('startTheme and applyStoredTheme', () => {
  it('read the setting the page was served in: a chosen theme, else system', () => {
    document.documentElement.dataset.theme = 'dark'
    expect(servedThemeSetting()).toBe('dark')
    document.documentElement.dataset.theme = 'cupcake'
    expect(servedThemeSetting()).toBe('light')
    delete document.documentElement.dataset.theme
    expect(servedThemeSetting()).toBe('system')
  })

  it('start from the page without touching a cookie; the cookies have their say later', async () => {
    mockPrefersDark(true)
    Cookies.set('themesettings', 'light', { path: '/' })
    const read = vi.spyOn(document, 'cookie', 'get')
    const write = vi.spyOn(document, 'cookie', 'set')
    expect(startTheme()).toBe('dark')
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(read).not.toHaveBeenCalled()
    expect(write).not.toHaveBeenCalled()
    vi.restoreAllMocks()
    mockPrefersDark(true)
    expect(await applyStoredTheme()).toBe('light')
    expect(document.documentElement.dataset.theme).toBe('cupcake')
    expect(Cookies.get('currenttheme')).toBe('light')
  })

  it('read the cookies through the Cookie Store API where there is one, not document.cookie', async () => {
    mockPrefersDark(false)
    const values: Record<string, string> = { themesettings: 'dark', currenttheme: 'retro' }
    const get = vi.fn(async (name: string) =>
      name in values ? { name, value: values[name] } : null,
    )
    vi.stubGlobal('cookieStore', { get })
    const read = vi.spyOn(document, 'cookie', 'get')
    expect(await applyStoredTheme()).toBe('dark')
    expect(get).toHaveBeenCalledWith('themesettings')
    expect(read).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
    // A retro currenttheme is replaced by the resolved one.
    expect(Cookies.get('currenttheme')).toBe('dark')
  })
})
