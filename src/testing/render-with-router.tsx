import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'

// Renders a component inside a real router at the given path.
export function renderWithRouter(ui: ReactElement, { path = '/' } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] })
  return { router, ...render(<RouterProvider router={router} />) }
}
