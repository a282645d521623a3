import { startTransition, useEffect, useState } from 'react'

let pageHydrated = false

/**
 * False on the server and during hydration, true afterwards: for markup the prerendered HTML cannot
 * know, so hydration renders what the server did, then updates. The update is a transition: a store
 * whose snapshot differs during hydration would force the rest of the page to hydrate in one long
 * synchronous task.
 */
export function useHydrated(): boolean {
  // A part mounted once the page has hydrated (an in-app visit to /auth) is live from its first
  // render: no frame of the server's state, such as a form drawn disabled.
  const [hydrated, setHydrated] = useState(pageHydrated)
  useEffect(() => {
    pageHydrated = true
    startTransition(() => setHydrated(true))
  }, [])
  return hydrated
}
