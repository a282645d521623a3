import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryWrapper } from '@/testing/query-wrapper'
import { usePremiumConfirmation } from './use-premium-confirmation'

const statuses = (...premium: boolean[]) => {
  const queue = [...premium]
  return vi.fn(async () => {
    const next = queue.length > 1 ? queue.shift() : queue[0]
    return new Response(JSON.stringify({ premium: next, trial: false, trialdaysleft: 0 }))
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const options = { attempts: 3, intervalMs: 5 }

describe('usePremiumConfirmation', () => {
  it('confirms as soon as the status says premium, and stops asking', async () => {
    const fetchMock = statuses(false, true)
    vi.stubGlobal('fetch', fetchMock)
    const { wrapper, client } = createQueryWrapper()
    const { result } = renderHook(() => usePremiumConfirmation('u1', options), { wrapper })
    expect(result.current.status).toBe('checking')
    await waitFor(() => expect(result.current.status).toBe('confirmed'))
    expect(fetchMock).toHaveBeenCalledTimes(2)
    // The shared premium query now holds the new status, so the nav agrees.
    expect(client.getQueryData(['premium', 'active', 'u1'])).toMatchObject({ premium: true })
  })

  it('says processing after the last attempt, and checks again on retry', async () => {
    const fetchMock = statuses(false)
    vi.stubGlobal('fetch', fetchMock)
    const { wrapper } = createQueryWrapper()
    const { result } = renderHook(() => usePremiumConfirmation('u1', options), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('processing'))
    expect(fetchMock).toHaveBeenCalledTimes(3)

    vi.stubGlobal('fetch', statuses(true))
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.status).toBe('confirmed'))
  })

  it('keeps trying through failed lookups', async () => {
    let calls = 0
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1
        return calls < 2
          ? new Response('{}', { status: 500 })
          : new Response(JSON.stringify({ premium: true, trial: false, trialdaysleft: 0 }))
      }),
    )
    const { wrapper } = createQueryWrapper()
    const { result } = renderHook(() => usePremiumConfirmation('u1', options), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('confirmed'))
  })
})
