export {
  applyStoredTheme,
  applyTheme,
  readThemeSetting,
  saveThemeSetting,
  startTheme,
} from './apply-theme'
export {
  DAISY_THEMES,
  parseCurrentTheme,
  parseThemeSetting,
  type ResolvedTheme,
  resolveTheme,
  type ThemeSetting,
} from './theme'

// The dialog is a chunk of its own: it loads when the visitor opens it (the first pages' JS budgets).
export const loadThemeDialog = () => import('./components/theme-dialog')
