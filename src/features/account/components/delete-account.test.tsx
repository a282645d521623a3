import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/testing/render-with-router'
import { DeleteAccount } from './delete-account'

const user = { id: 'u1', name: 'Ada', email: 'ada@example.com' }

const renderIt = () =>
  renderWithRouter(
    <QueryClientProvider client={new QueryClient()}>
      <DeleteAccount user={user} />
    </QueryClientProvider>,
    { path: '/account' },
  )

afterEach(() => {
  vi.unstubAllGlobals()
})

// Typing and a dialog: give a busy machine more than the default 5 s.
const SLOW_MS = 15_000

describe('DeleteAccount', () => {
  it(
    'deletes only once DELETE is typed',
    async () => {
      const fetchMock = vi.fn(async () => new Response(null, { status: 204 }))
      vi.stubGlobal('fetch', fetchMock)
      const { router } = renderIt()
      await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }))
      const confirm = screen.getByRole('button', { name: 'Yes, delete my account' })
      expect(confirm).toBeDisabled()

      await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'delete')
      expect(confirm).toBeDisabled()
      await userEvent.clear(screen.getByLabelText('Type DELETE to confirm'))
      await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE')
      await userEvent.click(confirm)

      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'))
      const [url, init] = (fetchMock.mock.calls[0] ?? []) as unknown as [string, RequestInit]
      expect(url).toMatch(/\/api\/collections\/users\/records\/u1$/)
      expect(init.method).toBe('DELETE')
    },
    SLOW_MS,
  )

  it(
    'stays, with the reason, when the server refuses',
    async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          async () =>
            new Response(JSON.stringify({ code: 403, message: 'Only admins can do that.' }), {
              status: 403,
            }),
        ),
      )
      const { router } = renderIt()
      await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }))
      await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE')
      await userEvent.click(screen.getByRole('button', { name: 'Yes, delete my account' }))
      // The alert region is there from the start (so it is announced); wait for its text.
      expect(await screen.findByText('Only admins can do that.')).toHaveAttribute('role', 'alert')
      expect(router.state.location.pathname).toBe('/account')
    },
    SLOW_MS,
  )
})
