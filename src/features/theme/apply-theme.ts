import { COOKIES } from '@/config/constants'
import { readCookie, writeCookie } from '@/lib/cookies'
import {
  DAISY_THEMES,
  parseThemeSetting,
  type ResolvedTheme,
  resolveTheme,
  type ThemeSetting,
} from './theme'

const prefersDark = () => window.matchMedia('(prefers-color-scheme: dark)').matches

export function readThemeSetting(): ThemeSetting {
  return parseThemeSetting(readCookie(COOKIES.themeSettings))
}

// Sets data-theme on <html> and remembers the resolved theme in the currenttheme cookie.
export function applyTheme(setting: ThemeSetting = readThemeSetting()): ResolvedTheme {
  const theme = resolveTheme(setting, prefersDark())
  const root = document.documentElement
  // Writing the same value still restyles the whole page; the server already set a chosen theme.
  if (root.dataset.theme !== DAISY_THEMES[theme]) root.dataset.theme = DAISY_THEMES[theme]
  if (readCookie(COOKIES.currentTheme) !== theme) writeCookie(COOKIES.currentTheme, theme)
  return theme
}

export function saveThemeSetting(setting: ThemeSetting): ResolvedTheme {
  writeCookie(COOKIES.themeSettings, setting)
  return applyTheme(setting)
}
