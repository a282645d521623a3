import { act, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { trackPageView } from '@/lib/analytics'
import { usePageViews, useScrollToTop } from './route-effects'

vi.mock('@/lib/analytics', () => ({ trackPageView: vi.fn() }))

function Effects() {
  useScrollToTop()
  usePageViews()
  return null
}

describe('route effects', () => {
  it('tracks a page view on every route change and scrolls to the top on a new path', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const router = createMemoryRouter([{ path: '*', element: <Effects /> }], {
      initialEntries: ['/'],
    })
    render(<RouterProvider router={router} />)
    await act(() => router.navigate('/learn?level=1'))
    await act(() => router.navigate('/learn?level=2'))
    expect(vi.mocked(trackPageView).mock.calls.map(([path]) => path)).toEqual([
      '/',
      '/learn?level=1',
      '/learn?level=2',
    ])
    // Only path changes scroll: not the first page (it may be prerendered and already scrolled),
    // nor a new search on the same page.
    expect(scrollTo).toHaveBeenCalledTimes(1)
  })
})
