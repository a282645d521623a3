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
      const calls = (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(
        ([url, init]) => [url, init.method, init.body],
      )
      // Off both mailing lists first, then the account itself.
      expect(calls).toEqual([
        [
          '/api/remove-email-list-member',
          'POST',
          JSON.stringify({ email: 'ada@example.com', list: 2 }),
        ],
        [
          '/api/remove-email-list-member',
          'POST',
          JSON.stringify({ email: 'ada@example.com', list: 3 }),
        ],
        [expect.stringMatching(/\/api\/collections\/users\/records\/u1$/), 'DELETE', undefined],
      ])
    },
    SLOW_MS,
  )

  it(
    'deletes nothing while the address cannot leave the mailing lists',
    async () => {
      const fetchMock = vi.fn(
        async (url: string) =>
          new Response(
            JSON.stringify({
              message: 'The mailing list service is unavailable. Please try again later.',
            }),
            { status: url.startsWith('/api/remove-email-list-member') ? 502 : 204 },
          ),
      )
      vi.stubGlobal('fetch', fetchMock)
      const { router } = renderIt()
      await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }))
      await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE')
      await userEvent.click(screen.getByRole('button', { name: 'Yes, delete my account' }))
      expect(
        await screen.findByText(
          'Your address could not be taken off our mailing lists, so your account was not deleted. Please try again in a moment.',
        ),
      ).toBeVisible()
      expect(fetchMock.mock.calls.map(([url]) => url)).not.toContainEqual(
        expect.stringMatching(/\/api\/collections\/users\//),
      )
      expect(router.state.location.pathname).toBe('/account')
    },
    SLOW_MS,
  )

  it(
    'stays, with the reason, when the server refuses',
    async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) =>
          url.startsWith('/api/remove-email-list-member')
            ? new Response(JSON.stringify({ ok: true }))
            : new Response(JSON.stringify({ code: 403, message: 'Only admins can do that.' }), {
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
