import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import Cookies from 'js-cookie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DAISY_THEMES, parseThemeSetting, resolveTheme } from './theme'

// public/theme-init.js repeats the theme rule for the first paint; it must agree with the app's.
const script = readFileSync(resolve('public/theme-init.js'), 'utf8')

afterEach(() => {
  Cookies.remove('themesettings', { path: '/' })
  delete document.documentElement.dataset.theme
})

describe('theme-init.js', () => {
  const settings = [undefined, 'system', 'light', 'dark', 'retro', 'nonsense']
  const cases = settings.flatMap((setting) => [true, false].map((dark) => [setting, dark] as const))

  it.each(cases)(
    'themesettings=%s, prefers dark %s: the same theme as the app',
    (setting, dark) => {
      if (setting) Cookies.set('themesettings', setting, { path: '/' })
      vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: dark } as MediaQueryList)
      new Function(script)()
      const expected = DAISY_THEMES[resolveTheme(parseThemeSetting(setting), dark)]
      expect(document.documentElement.dataset.theme).toBe(expected)
    },
  )
})
