import type { QueryClient } from '@tanstack/react-query'
import { QueryClientContext } from '@tanstack/react-query'
import { type ReactNode, useSyncExternalStore } from 'react'
import { importWithReload } from '@/lib/import-with-reload'

// react-query's client loads on demand: prerendered pages hydrate without it, and only pages and
// parts that fetch (the router's `page` routes, the signed-in shell) wait for it (the first pages' JS budgets).
let client: QueryClient | undefined
let loading: Promise<QueryClient> | undefined
const listeners = new Set<() => void>()

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= importWithReload(() => import('@/lib/react-query')).then((module) => {
    client = module.queryClient
    // What QueryClientProvider does on mount: refetch on focus and reconnect.
    client.mount()
    for (const listener of listeners) listener()
    return client
  })
  return loading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Provides the client once loaded; always the same element, so its arrival remounts nothing. */
export function QueryClientSlot({ children }: { children: ReactNode }) {
  const value = useSyncExternalStore(
    subscribe,
    () => client,
    () => undefined,
  )
  return <QueryClientContext.Provider value={value}>{children}</QueryClientContext.Provider>
}
