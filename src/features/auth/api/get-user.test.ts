// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearSession, getSession } from '@/lib/auth-session'
import { pb } from '@/lib/pocketbase'
import { createQueryWrapper } from '@/testing/query-wrapper'
import { makeToken } from '@/testing/tokens'
import { useRefreshSessionUser } from './get-user'

const user = { id: 'u1', name: 'ada', email: 'ada@example.com' }
const respond = (status: number, body: unknown) =>
  vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status }))

afterEach(() => {
  clearSession()
  vi.unstubAllGlobals()
})

describe('useRefreshSessionUser', () => {
  it('refetches the user record and updates the session', async () => {
    pb.authStore.save(makeToken(3600), user as never)
    const fetchMock = respond(200, { ...user, name: 'Ada Lovelace' })
    vi.stubGlobal('fetch', fetchMock)
    renderHook(() => useRefreshSessionUser(), createQueryWrapper())
    await waitFor(() => expect(getSession()?.user.name).toBe('Ada Lovelace'))
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/collections/users/records/u1')
  })

  it.each([401, 403, 404])('clears the session when the server answers %i', async (status) => {
    pb.authStore.save(makeToken(3600), user as never)
    vi.stubGlobal('fetch', respond(status, { message: 'nope' }))
    renderHook(() => useRefreshSessionUser(), createQueryWrapper())
    await waitFor(() => expect(getSession()).toBeNull())
  })

  it('keeps the session on a server error', async () => {
    pb.authStore.save(makeToken(3600), user as never)
    const fetchMock = respond(500, { message: 'down' })
    vi.stubGlobal('fetch', fetchMock)
    const { client, wrapper } = createQueryWrapper()
    renderHook(() => useRefreshSessionUser(), { wrapper })
    // The failed answer has been read and handled (a server error is retried later, not final).
    await waitFor(() => expect(client.getQueryCache().getAll()[0]?.state.fetchFailureCount).toBe(1))
    await act(async () => {})
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(getSession()?.user.id).toBe('u1')
  })
})
