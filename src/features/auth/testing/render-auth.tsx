import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { createQueryWrapper } from '@/testing/query-wrapper'

const landing = (name: string) => ({ path: `/${name}`, element: <h1>{`${name} page`}</h1> })

// Renders an auth page in a real router whose onward pages just name themselves. /auth renders
// without react-query's client (the router does not load it for that page); the confirm pages need it.
export function renderAuth(
  path: string,
  pattern: string,
  page: ReactElement,
  { queryClient = true }: { queryClient?: boolean } = {},
) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      ...['account', 'write', 'onboarding', 'auth'].filter((p) => `/${p}` !== pattern).map(landing),
    ],
    { initialEntries: [path] },
  )
  const visited: string[] = []
  router.subscribe((state) => visited.push(state.location.pathname))
  const app = <RouterProvider router={router} />
  render(
    queryClient ? (
      <QueryClientProvider client={createQueryWrapper().client}>{app}</QueryClientProvider>
    ) : (
      app
    ),
  )
  return { router, visited }
}
