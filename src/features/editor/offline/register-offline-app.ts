import { paths } from '@/config/paths'

/** The service worker's scope: the editor's pages. Content pages never pass through it. */
export const OFFLINE_SCOPE = paths.write.getHref()
export const SERVICE_WORKER_URL = '/sw.js'

type Scheduler = (task: () => void) => void

// Once the browser is idle: the song opens first, the files for offline come after.
const whenIdle: Scheduler = (task) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5_000 })
  else setTimeout(task, 2_000)
}

/**
 * Installs the editor's service worker (built by scripts/vite/offline-app.ts), so /write and the
 * recent songs open with no connection. Only production builds have one; a browser without
 * service workers (or a page not served over https) works as before, online.
 */
export function registerOfflineApp(
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
  schedule: Scheduler = whenIdle,
): void {
  if (!container || !import.meta.env.PROD) return
  schedule(() => {
    container.register(SERVICE_WORKER_URL, { scope: OFFLINE_SCOPE }).catch(() => {
      // No offline app this time (storage blocked, a private window): the editor works online.
    })
  })
}
