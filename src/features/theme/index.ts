export { applyTheme, readThemeSetting, saveThemeSetting } from './apply-theme'
export { ThemeDialog } from './components/theme-dialog'
export {
  DAISY_THEMES,
  parseCurrentTheme,
  parseThemeSetting,
  type ResolvedTheme,
  resolveTheme,
  type ThemeSetting,
} from './theme'
