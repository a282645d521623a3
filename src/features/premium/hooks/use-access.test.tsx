import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@/config/constants'
import { clearSession } from '@/lib/auth-session'
import { pb } from '@/lib/pocketbase'
import { createQueryWrapper } from '@/testing/query-wrapper'
import { makeToken } from '@/testing/tokens'
import { activePremiumQueryKey } from '../api/active-premium-key'
import { PremiumLookupError } from '../api/get-active-premium'
import { useAccess } from './use-access'

const premium = { premium: true, trial: false, trialdaysleft: 0 }

function signIn(userId: string, rememberedFor?: string) {
  pb.authStore.save(makeToken(3600), { id: userId } as never)
  if (rememberedFor)
    localStorage.setItem(
      STORAGE_KEYS.lastPremium,
      JSON.stringify({ userId: rememberedFor, status: premium }),
    )
}

afterEach(() => {
  clearSession()
  localStorage.removeItem(STORAGE_KEYS.lastPremium)
})

describe('useAccess', () => {
  it('is a visitor’s without a session', () => {
    const { result } = renderHook(() => useAccess())
    expect(result.current).toMatchObject({ access: 'visitor', checking: false })
  })

  // Visitors' pages and the shell render before react-query's client loads.
  it('reads the plan this device remembers for the user until the client is there', () => {
    signIn('u1', 'u1')
    expect(renderHook(() => useAccess()).result.current).toMatchObject({
      access: 'premium',
      checking: false,
    })
    signIn('u2', 'u1')
    expect(renderHook(() => useAccess()).result.current).toMatchObject({
      access: 'free',
      checking: true,
    })
  })

  it('follows the query’s answers as they come', () => {
    signIn('u1', 'u1')
    const { client, wrapper } = createQueryWrapper()
    const { result } = renderHook(() => useAccess(), { wrapper })
    expect(result.current.access).toBe('premium')
    act(() => {
      client.setQueryData(activePremiumQueryKey('u1'), {
        premium: false,
        trial: true,
        trialdaysleft: 4,
      })
    })
    expect(result.current).toMatchObject({ access: 'trial', trialDaysLeft: 4, checking: false })
  })

  it('turns premium off when the server refuses the session, whatever was remembered', async () => {
    signIn('u1', 'u1')
    const { client } = createQueryWrapper()
    await client
      .fetchQuery({
        queryKey: activePremiumQueryKey('u1'),
        queryFn: () => Promise.reject(new PremiumLookupError(401)),
        initialData: premium,
      })
      .catch(() => {})
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(() => useAccess(), { wrapper })
    expect(result.current).toMatchObject({ access: 'free', checking: false })
  })

  it('keeps the remembered plan through an outage', async () => {
    signIn('u1', 'u1')
    const { client, wrapper } = createQueryWrapper()
    await client
      .fetchQuery({
        queryKey: activePremiumQueryKey('u1'),
        queryFn: () => Promise.reject(new PremiumLookupError(502)),
        initialData: premium,
        initialDataUpdatedAt: 0,
      })
      .catch(() => {})
    const { result } = renderHook(() => useAccess(), { wrapper })
    expect(result.current.access).toBe('premium')
  })
})
