export const THEME_SETTINGS = ['system', 'light', 'dark'] as const
export type ThemeSetting = (typeof THEME_SETTINGS)[number]
export type ResolvedTheme = 'light' | 'dark'

// The daisyUI theme behind each resolved theme.
export const DAISY_THEMES: Record<ResolvedTheme, string> = { light: 'cupcake', dark: 'dark' }

export function parseThemeSetting(value: string | undefined): ThemeSetting {
  return THEME_SETTINGS.find((setting) => setting === value) ?? 'system'
}

// The retired 'retro' theme reads as light; anything unknown reads as nothing.
export function parseCurrentTheme(value: string | undefined): ResolvedTheme | undefined {
  if (value === 'retro') return 'light'
  return value === 'light' || value === 'dark' ? value : undefined
}

// 'system' follows the device's dark-mode preference at the moment of asking.
export function resolveTheme(setting: ThemeSetting, prefersDark: boolean): ResolvedTheme {
  if (setting === 'system') return prefersDark ? 'dark' : 'light'
  return setting
}
