import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession } from '@/lib/auth-session'
import { writeFriendshare } from '@/lib/cookies'
import { pb } from '@/lib/pocketbase'
import { makeToken } from '@/testing/tokens'
import { useGiftState } from './use-gift-state'

vi.mock('@/lib/cookies', async (original) => ({
  ...(await original<typeof import('@/lib/cookies')>()),
  writeFriendshare: vi.fn(),
}))

const signIn = (id: string, didTrial = false) =>
  pb.authStore.save(makeToken(3600), { id, name: 'Me', email: 'me@x.test', didTrial } as never)

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

  it('never keeps the user’s own link', async () => {
    signIn('me')
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    const { result } = renderAt('/o/gift?id=me')
    expect(result.current.state).toBe('from-self')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(writeFriendshare).not.toHaveBeenCalled()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('keeps nothing when the link has no id', async () => {
    const { result } = renderAt('/o/gift')
    expect(result.current.state).toBe('no-gift')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(writeFriendshare).not.toHaveBeenCalled()
  })
})
