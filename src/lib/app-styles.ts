// A prerendered page inlines only the CSS its kind of page paints with (scripts/prerender.ts); the
// app's full stylesheets wait until the page needs more: another page, a dialog, the user's first
// input. Other pages start from index.html, which links them already.

let deferred: string[] = []
let loading: Promise<void> | undefined
let loaded = false

/** Called as a prerendered page starts, with the stylesheets its start script names (data-styles). */
export function deferAppStyles(files: string[]): void {
  deferred = files
}

/** Adds the full stylesheets once; resolves when they apply (or failed: the page still works). */
export function loadAppStyles(): Promise<void> {
  if (!deferred.length) return Promise.resolve()
  loading ??= Promise.all(
    deferred.map(
      (href) =>
        new Promise<void>((resolve) => {
          const link = document.createElement('link')
          link.rel = 'stylesheet'
          link.href = href
          link.onload = link.onerror = () => resolve()
          document.head.append(link)
        }),
    ),
  ).then(() => {
    loaded = true
  })
  return loading
}

/** The stylesheets' load when it has started and not finished: what to wait for before showing more. */
export function pendingAppStyles(): Promise<void> | undefined {
  return loading && !loaded ? loading : undefined
}

/**
 * Starts the load at the first input: what it opens will find the styles there or on their way.
 * Not at focus: a dialog that opens by itself moves the focus too.
 */
export function loadAppStylesOnInput(target: EventTarget = window): void {
  const types = ['pointerdown', 'keydown'] as const
  const start = () => {
    for (const type of types) target.removeEventListener(type, start, true)
    void loadAppStyles()
  }
  for (const type of types) target.addEventListener(type, start, { capture: true, passive: true })
}
