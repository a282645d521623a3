import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession } from '@/lib/auth-session'
import { writeFriendshare } from '@/lib/cookies'
import { pb } from '@/lib/pocketbase'
import { fakeTimersInEachTest } from '@/testing/fake-timers'
import { makeToken } from '@/testing/tokens'
import { useGiftState } from './use-gift-state'

vi.mock('@/lib/cookies', async (original) => ({
  ...(await original<typeof import('@/lib/cookies')>()),
  writeFriendshare: vi.fn(),
}))

const signIn = (id: string, didTrial = false, lifetimeS = 3600) =>
  pb.authStore.save(makeToken(lifetimeS), { id, name: 'Me', email: 'me@x.test', didTrial } as never)

// Longer than a timer can wait, so the session schedules no sign-out of its own: running every
// pending timer then leaves the user signed in.
const THIRTY_DAYS_S = 30 * 24 * 3600

// The user record as PocketBase answers GET /api/collections/users/records/{id}.
const serveRecord = (record: object) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(record), { status: 200 })),
  )

const renderAt = (url: string) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </QueryClientProvider>
  )
  return renderHook(() => useGiftState(), { wrapper })
}

beforeEach(() => {
  vi.mocked(writeFriendshare).mockClear()
})

afterEach(() => {
  clearSession()
  vi.unstubAllGlobals()
})

describe('useGiftState', () => {
  it('keeps the giver in the cookie for a visitor', async () => {
    const { result } = renderAt('/o/gift?id=giver1')
    expect(result.current.state).toBe('loggedout')
    await waitFor(() => expect(writeFriendshare).toHaveBeenCalledWith('giver1'))
  })

  it('loads the record, then keeps the giver for a user without a past trial', async () => {
    signIn('me')
    serveRecord({ id: 'me', didTrial: false })
    const { result } = renderAt('/o/gift?id=giver1')
    expect(result.current.state).toBe('loading')
    await waitFor(() => expect(result.current.state).toBe('from-other'))
    await waitFor(() => expect(writeFriendshare).toHaveBeenCalledWith('giver1'))
  })

  it('trusts the fresh record over the session copy for didTrial', async () => {
    signIn('me', false)
    serveRecord({ id: 'me', didTrial: true })
    const { result } = renderAt('/o/gift?id=giver1')
    await waitFor(() => expect(result.current.state).toBe('did-trial'))
    expect(writeFriendshare).not.toHaveBeenCalled()
  })

  // Proving that nothing happens: on fake timers, every timer and microtask the hook (or the
  // query under it) scheduled has run before the check, however late it was set to run.
  describe('with nothing to keep', () => {
    fakeTimersInEachTest()
    const runEverythingPending = () => act(() => vi.runAllTimersAsync())

    it('never keeps the user’s own link', async () => {
      signIn('me', false, THIRTY_DAYS_S)
      const fetchMock = vi.fn()
      vi.stubGlobal('fetch', fetchMock)
      const { result } = renderAt('/o/gift?id=me')
      expect(result.current.state).toBe('from-self')
      await runEverythingPending()
      expect(result.current.state).toBe('from-self')
      expect(writeFriendshare).not.toHaveBeenCalled()
      expect(fetchMock).not.toHaveBeenCalled()
    })

    it('keeps nothing when the link has no id', async () => {
      const { result } = renderAt('/o/gift')
      expect(result.current.state).toBe('no-gift')
      await runEverythingPending()
      expect(result.current.state).toBe('no-gift')
      expect(writeFriendshare).not.toHaveBeenCalled()
    })
  })
})
