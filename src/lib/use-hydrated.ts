import { startTransition, useEffect, useState } from 'react'

/**
 * False on the server and during hydration, true afterwards: for markup the prerendered HTML cannot
 * know, so hydration renders what the server did, then updates. The update is a transition: a store
 * whose snapshot differs during hydration would force the rest of the page to hydrate in one long
 * synchronous task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => startTransition(() => setHydrated(true)), [])
  return hydrated
}
