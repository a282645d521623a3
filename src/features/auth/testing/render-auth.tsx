import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { HelmetProvider } from 'react-helmet-async'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { createQueryWrapper } from '@/testing/query-wrapper'

const landing = (name: string) => ({ path: `/${name}`, element: <h1>{`${name} page`}</h1> })

// Renders an auth page in a real router whose onward pages just name themselves.
export function renderAuth(path: string, pattern: string, page: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      ...['account', 'write', 'onboarding', 'auth'].filter((p) => `/${p}` !== pattern).map(landing),
    ],
    { initialEntries: [path] },
  )
  const visited: string[] = []
  router.subscribe((state) => visited.push(state.location.pathname))
  const { client } = createQueryWrapper()
  render(
    <HelmetProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </HelmetProvider>,
  )
  return { router, visited }
}
