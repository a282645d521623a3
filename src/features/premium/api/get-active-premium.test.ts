// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearSession } from '@/lib/auth-session'
import { pb } from '@/lib/pocketbase'
import { createQueryWrapper } from '@/testing/query-wrapper'
import { makeToken } from '@/testing/tokens'
import { activePremiumQueryOptions, getActivePremium, useActivePremium } from './get-active-premium'
import { readLastPremium } from './last-premium'

const respond = (status: number, body: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }))

// A visit on which the server confirmed premium, so the plan is remembered for the next one.
async function rememberPremium() {
  pb.authStore.save(makeToken(3600), { id: 'u1' } as never)
  vi.stubGlobal('fetch', respond(200, { premium: true, trial: false, trialdaysleft: 0 }))
  const visit = renderHook(() => useActivePremium(), createQueryWrapper())
  await waitFor(() => expect(visit.result.current.data?.premium).toBe(true))
  visit.unmount()
}

afterEach(() => {
  clearSession()
  localStorage.clear()
  vi.unstubAllGlobals()
})

describe('getActivePremium', () => {
  it('posts the user id with the session token and returns the status', async () => {
    const token = makeToken(3600)
    pb.authStore.save(token, { id: 'u1' } as never)
    const fetchMock = respond(200, { premium: false, trial: true, trialdaysleft: 12 })
    vi.stubGlobal('fetch', fetchMock)
    await expect(getActivePremium('u1')).resolves.toEqual({
      premium: false,
      trial: true,
      trialdaysleft: 12,
    })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/get-active-premium')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ id: 'u1' })
    expect(new Headers(init?.headers).get('Authorization')).toBe(token)
  })

  it('throws on a non-OK status', async () => {
    vi.stubGlobal('fetch', respond(500, {}))
    await expect(getActivePremium('u1')).rejects.toThrow('Network response was not ok')
  })

  it('keys the query by user id', () => {
    expect(activePremiumQueryOptions('u1').queryKey).toEqual(['premium', 'active', 'u1'])
  })
})

describe('useActivePremium', () => {
  it('does not ask the server without a session', () => {
    const fetchMock = respond(200, { premium: true, trial: false })
    vi.stubGlobal('fetch', fetchMock)
    const { result } = renderHook(() => useActivePremium(), createQueryWrapper())
    expect(result.current.fetchStatus).toBe('idle')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('does not ask with an expired session', () => {
    pb.authStore.save(makeToken(-5), { id: 'u1' } as never)
    const fetchMock = respond(200, { premium: true, trial: false })
    vi.stubGlobal('fetch', fetchMock)
    renderHook(() => useActivePremium(), createQueryWrapper())
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('loads the status for a valid session', async () => {
    pb.authStore.save(makeToken(3600), { id: 'u1' } as never)
    vi.stubGlobal('fetch', respond(200, { premium: true, trial: false, trialdaysleft: 0 }))
    const { result } = renderHook(() => useActivePremium(), createQueryWrapper())
    await waitFor(() => expect(result.current.data?.premium).toBe(true))
  })

  it('shows the last confirmed plan at once and keeps it while the server cannot be asked', async () => {
    await rememberPremium()

    const down = respond(502, {})
    vi.stubGlobal('fetch', down)
    const { result } = renderHook(() => useActivePremium(), createQueryWrapper())
    expect(result.current.data).toEqual({ premium: true, trial: false, trialdaysleft: 0 })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(down).toHaveBeenCalled()
    expect(result.current.data?.premium).toBe(true)
  })

  it('turns premium off and forgets it when the server refuses the session', async () => {
    await rememberPremium()

    vi.stubGlobal('fetch', respond(401, {}))
    const { result } = renderHook(() => useActivePremium(), createQueryWrapper())
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.data).toBeUndefined()
    expect(result.current.error?.message).toBe('Network response was not ok')
    expect(readLastPremium('u1')).toBeUndefined()
  })

  it('never shows one user the plan remembered for another', async () => {
    pb.authStore.save(makeToken(3600), { id: 'u1' } as never)
    vi.stubGlobal('fetch', respond(200, { premium: true, trial: false, trialdaysleft: 0 }))
    await getActivePremium('u1')
    expect(readLastPremium('u1')?.premium).toBe(true)
    expect(readLastPremium('u2')).toBeUndefined()
  })
})
