// Prerendered pages load the app once they have painted: the page is already readable, and on a
// phone the scripts would otherwise share the bandwidth and the main thread with what paints.
// scripts/prerender.ts inlines it, minified, into each page's head, so nothing is requested before
// the first paint; the CSP allows exactly this script by its hash (scripts/write-headers.ts).
;(() => {
  const script = document.currentScript
  const { entry, frameModules = '' } = script.dataset
  let { modules = '' } = script.dataset
  // A page drawn for a signed-out visitor at its bare URL (the sign-in form) is not what a
  // signed-in one or another view (?view=register) gets: the app draws that page afresh
  // (src/main.tsx) and the wrong one stays hidden meanwhile (src/index.css).
  const storedSession = () => {
    try {
      // The SDK's entry (STORAGE_KEYS.auth); this script runs before any module to import it from.
      return Boolean(localStorage.getItem('pocketbase_auth'))
    } catch {
      return false
    }
  }
  if ('signedOut' in script.dataset && (location.search || storedSession()))
    document.documentElement.dataset.redraw = ''
  // A frame drawn for a signed-in user (the editor's) is drawn afresh whoever comes; a visitor
  // without a session does not see it on the way to signing in.
  // Its app imports more at once (the editor): fetched beside the entry, for a writer only.
  if ('signedIn' in script.dataset) {
    const frame = storedSession()
    document.documentElement.dataset[frame ? 'frame' : 'redraw'] = ''
    if (frame) modules += ` ${frameModules}`
  }
  // Until the app starts, a button does nothing: the last one tapped is marked, and the app clicks it
  // once it is live (src/lib/early-click.ts). A form's submit button submits by itself.
  const mark = (event) => {
    if (script.hasAttribute('data-started'))
      return document.removeEventListener('click', mark, true)
    const button = event.target.closest?.('button')
    if (!button || (button.form && button.type === 'submit')) return
    document.querySelector('[data-early-click]')?.removeAttribute('data-early-click')
    button.setAttribute('data-early-click', '')
  }
  document.addEventListener('click', mark, true)
  // The entry first, the chunks it needs one task each: a phone stays responsive while they start.
  const load = () => {
    const entryScript = document.createElement('script')
    entryScript.type = 'module'
    entryScript.crossOrigin = ''
    entryScript.src = entry
    document.head.append(entryScript)
    const preload = (files) => {
      const [href, ...rest] = files
      if (!href) return
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.append(link)
      setTimeout(preload, 0, rest)
    }
    preload(modules.split(' ').filter(Boolean))
  }
  let started = false
  const start = () => {
    if (started) return
    started = true
    load()
  }
  // After the load event and the first contentful paint's entry, which comes once that paint is on
  // the screen (the next frame only has it drawn). A page loaded out of sight, or a browser without
  // paint timing, starts after the load event; and none waits longer than a second for the entry.
  const afterPaint = () => {
    const paintTiming = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')
    if (!paintTiming || document.visibilityState === 'hidden') return setTimeout(start, 0)
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      setTimeout(start, 0)
    }).observe({ type: 'paint', buffered: true })
    setTimeout(start, 1000)
  }
  if (document.readyState === 'complete') afterPaint()
  else window.addEventListener('load', afterPaint, { once: true })
})()
