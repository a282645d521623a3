// Sets <html data-theme> before the first paint: prerendered pages paint before the app's script,
// which applies the same rule (src/features/theme) and keeps the cookies. A file, not inline: CSP.
;(() => {
  const match = document.cookie.match(/(?:^|;\s*)themesettings=([^;]*)/)
  const setting = match ? match[1] : 'system'
  const dark =
    setting === 'dark' ||
    (setting !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches)
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'cupcake')
})()
