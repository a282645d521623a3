import type { SaveTriggers } from './autosave-engine'

/**
 * The browser's signals to save without waiting: the connection is back, or the page is being
 * hidden or left (a phone may kill a hidden tab without another chance).
 */
export function browserSaveTriggers(target: Window = window): SaveTriggers {
  return {
    onOnline(listener) {
      target.addEventListener('online', listener)
      return () => target.removeEventListener('online', listener)
    },
    onHide(listener) {
      const onVisibility = () => {
        if (target.document.visibilityState === 'hidden') listener()
      }
      target.document.addEventListener('visibilitychange', onVisibility)
      target.addEventListener('pagehide', listener)
      return () => {
        target.document.removeEventListener('visibilitychange', onVisibility)
        target.removeEventListener('pagehide', listener)
      }
    },
  }
}
