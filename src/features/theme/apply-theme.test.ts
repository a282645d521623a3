import Cookies from 'js-cookie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyTheme, saveThemeSetting } from './apply-theme'

const mockPrefersDark = (matches: boolean) =>
  vi.spyOn(window, 'matchMedia').mockReturnValue({ matches } as MediaQueryList)

afterEach(() => {
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
