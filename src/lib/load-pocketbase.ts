import { importWithReload } from './import-with-reload'

// The SDK in a chunk of its own, fetched the first time a page calls the server through it (a
// form's submit, the Google button), so pages like /auth open without it (the first pages' JS budgets).
const load = () => import('./pocketbase')

export const loadPocketBase = () => importWithReload(load).then((module) => module.pb)

// Warms the chunk when a press is likely; a failure here is retried (and reported) by the press.
export function preloadPocketBase(): void {
  load().catch(() => {})
}
