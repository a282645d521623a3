import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readFriendshare, removeCookie, writeCookie } from '@/lib/cookies'
import { renderWithRouter } from '@/testing/render-with-router'
import { ClaimGiftSection } from './claim-gift-section'

const respond = (status: number, body: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }))

const renderSection = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const invalidate = vi.spyOn(client, 'invalidateQueries')
  renderWithRouter(
    <QueryClientProvider client={client}>
      <ClaimGiftSection userId="me" />
    </QueryClientProvider>,
  )
  return { invalidate }
}

beforeEach(() => {
  // jsdom keeps no Secure cookies on http, so the test plants a plain one.
  writeCookie('friendshare', 'giver1')
})

afterEach(() => {
  removeCookie('friendshare')
  vi.unstubAllGlobals()
})

// Clicks and a request: give a busy machine more than the default 5 s.
const SLOW_MS = 15_000

describe('ClaimGiftSection', () => {
  it('is not there without a friendshare cookie', () => {
    removeCookie('friendshare')
    renderSection()
    expect(screen.queryByRole('button', { name: 'Claim Your Gift' })).not.toBeInTheDocument()
  })

  it(
    'claims the gift and refreshes the premium status and the user',
    async () => {
      const fetchMock = respond(200, {
        trial: true,
        trial_until: '2026-12-21 10:00:00.000Z',
        trialdaysleft: 30,
      })
      vi.stubGlobal('fetch', fetchMock)
      const { invalidate } = renderSection()
      await userEvent.click(screen.getByRole('button', { name: 'Claim Your Gift' }))
      expect(await screen.findByText('Your 30 day trial has started. Enjoy!')).toBeVisible()
      expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/claim-gift')
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['premium', 'active', 'me'] })
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['users', 'me'] })
      expect(screen.getByRole('link', { name: 'Start writing' })).toHaveAttribute('href', '/write')
    },
    SLOW_MS,
  )

  it(
    'shows a refusal in the server’s words and forgets a gift that can never be claimed',
    async () => {
      vi.stubGlobal(
        'fetch',
        respond(409, { message: "It seems you've already had a trial period." }),
      )
      renderSection()
      await userEvent.click(screen.getByRole('button', { name: 'Claim Your Gift' }))
      // The alert region is there from the start (so it is announced); wait for its text.
      expect(
        await screen.findByText("It seems you've already had a trial period."),
      ).toHaveAttribute('role', 'alert')
      expect(readFriendshare()).toBeUndefined()
      expect(screen.getByRole('button', { name: 'Claim Your Gift' })).toBeDisabled()
    },
    SLOW_MS,
  )

  it(
    'keeps the gift when the server did not see it, so a retry can work',
    async () => {
      vi.stubGlobal('fetch', respond(400, { message: 'No gift to claim.' }))
      renderSection()
      await userEvent.click(screen.getByRole('button', { name: 'Claim Your Gift' }))
      expect(await screen.findByText('No gift to claim.')).toHaveAttribute('role', 'alert')
      expect(readFriendshare()).toBe('giver1')
      expect(screen.getByRole('button', { name: 'Claim Your Gift' })).toBeEnabled()
    },
    SLOW_MS,
  )
})
