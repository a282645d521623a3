// Prerendered pages load the app once they have painted (scripts/prerender.ts): the page is already
// readable, and on a phone the scripts would otherwise share the bandwidth with what paints.
// A file, not inline: the CSP allows no inline script.
;(() => {
  const { entry, modules = '' } = document.currentScript.dataset
  const load = () => {
    for (const href of modules.split(' ').filter(Boolean)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.append(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = entry
    document.head.append(script)
  }
  // After the load event and the next frame: the page has painted all it shows by then.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(load, 0))
  if (document.readyState === 'complete') afterPaint()
  else window.addEventListener('load', afterPaint, { once: true })
})()
