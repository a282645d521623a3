import { COOKIES } from '@/config/constants'
import { readCookie, readCookieLater, writeCookie } from '@/lib/cookies'
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

/**
 * The setting the page was served in: the server marks a chosen theme on <html>
 * (functions/_lib/page-theme.ts) and leaves it off for 'system'.
 */
export function servedThemeSetting(): ThemeSetting {
  const served = document.documentElement.dataset.theme
  if (served === DAISY_THEMES.dark) return 'dark'
  return served === DAISY_THEMES.light ? 'light' : 'system'
}

/** Sets data-theme on <html>, and nothing else. */
function showTheme(setting: ThemeSetting): ResolvedTheme {
  const theme = resolveTheme(setting, prefersDark())
  const root = document.documentElement
  // Writing the same value still restyles the whole page; the server already set a chosen theme.
  if (root.dataset.theme !== DAISY_THEMES[theme]) root.dataset.theme = DAISY_THEMES[theme]
  return theme
}

// Sets data-theme on <html> and remembers the resolved theme in the currenttheme cookie.
export function applyTheme(setting: ThemeSetting = readThemeSetting()): ResolvedTheme {
  const theme = showTheme(setting)
  if (readCookie(COOKIES.currentTheme) !== theme) writeCookie(COOKIES.currentTheme, theme)
  return theme
}

/**
 * The theme as the app starts, from the page alone. A page's first cookie read is a synchronous
 * call to the browser, which can hold a phone's main thread for tens of milliseconds while the
 * app's scripts are still arriving; applyStoredTheme reads the cookies once the app is live.
 */
export function startTheme(): ResolvedTheme {
  return showTheme(servedThemeSetting())
}

/** What applyTheme() does, with the cookies read without blocking where the browser can. */
export async function applyStoredTheme(): Promise<ResolvedTheme> {
  const [setting, current] = await Promise.all([
    readCookieLater(COOKIES.themeSettings),
    readCookieLater(COOKIES.currentTheme),
  ])
  const theme = showTheme(parseThemeSetting(setting))
  if (current !== theme) writeCookie(COOKIES.currentTheme, theme)
  return theme
}

export function saveThemeSetting(setting: ThemeSetting): ResolvedTheme {
  writeCookie(COOKIES.themeSettings, setting)
  return applyTheme(setting)
}
