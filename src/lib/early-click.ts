// A prerendered page's buttons do nothing until the app has hydrated it, and its scripts load after
// the first paint: src/app/start-after-paint.js marks the last button tapped meanwhile, and the app
// clicks it again once it is live, so a tap on a phone that is still starting is not lost.

const MARK = 'data-early-click'
let pending: HTMLElement | undefined

/**
 * Called just before hydration starts, from when React handles taps itself (it hydrates at once
 * what is tapped): ends the start script's marking and keeps its mark. Whether a button was tapped.
 */
export function takeEarlyClick(): boolean {
  document.querySelector('script[data-entry]')?.setAttribute('data-started', '')
  const button = document.querySelector<HTMLElement>(`[${MARK}]`)
  button?.removeAttribute(MARK)
  pending = button ?? undefined
  return Boolean(pending)
}

/** Called once the app is live: clicks the button tapped before, if it is still on the page. */
export function replayEarlyClick(): void {
  const button = pending
  pending = undefined
  if (button?.isConnected) button.click()
}
