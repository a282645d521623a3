import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, vi } from 'vitest'
import { writeConsent } from '@/features/consent'
import { createQueryWrapper } from './query-wrapper'

/** The app's routes at `path`, with a fresh query client; returns the router, to follow navigation. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <QueryClientProvider client={createQueryWrapper().client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

/**
 * Each test of the calling file is a visitor who declined analytics (no consent dialog in the way)
 * of a backend that is down: a page shows what it shows before any data arrives.
 */
export function offlineVisitorInEachTest() {
  beforeEach(() => {
    writeConsent({ ad_storage: 'denied' })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    )
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })
}
