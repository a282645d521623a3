// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeToken } from '@/testing/tokens'
import { clearSession, getSession, updateSessionUser, useSession } from './auth-session'
import { pb } from './pocketbase'

const user = { id: 'u1', name: 'ada', email: 'ada@example.com' }

afterEach(() => {
  clearSession()
  vi.useRealTimers()
})

describe('session', () => {
  it('is null when signed out', () => {
    expect(getSession()).toBeNull()
  })

  it('holds the token and user while the token is valid', () => {
    pb.authStore.save(makeToken(3600), user as never)
    expect(getSession()?.user.name).toBe('ada')
    expect(localStorage.getItem('pocketbase_auth')).toContain('ada')
  })

  it('counts an expired token as signed out', () => {
    pb.authStore.save(makeToken(-10), user as never)
    expect(getSession()).toBeNull()
  })

  it('reads the SDK’s stored entry without the SDK, and ignores unreadable entries', () => {
    localStorage.setItem('pocketbase_auth', JSON.stringify({ token: makeToken(60), model: user }))
    expect(getSession()?.user).toEqual(user)
    for (const bad of ['not json', '{"token":"","model":{}}', '{"token":"x"}', 'null']) {
      localStorage.setItem('pocketbase_auth', bad)
      expect(getSession()).toBeNull()
    }
  })

  it('follows a sign-in or sign-out in another tab', () => {
    const { result } = renderHook(() => useSession())
    localStorage.setItem('pocketbase_auth', JSON.stringify({ token: makeToken(60), model: user }))
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'pocketbase_auth' }))
    })
    expect(result.current?.user.name).toBe('ada')
    localStorage.removeItem('pocketbase_auth')
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'pocketbase_auth' }))
    })
    expect(result.current).toBeNull()
  })

  it('keeps the SDK’s store in step when the session changes here', () => {
    pb.authStore.save(makeToken(60), user as never)
    updateSessionUser({ ...user, name: 'Ada L' })
    expect((pb.authStore.model as unknown as typeof user).name).toBe('Ada L')
    clearSession()
    expect(pb.authStore.token).toBe('')
  })

  it('updates subscribers on user refresh, sign-out and expiry', () => {
    vi.useFakeTimers()
    pb.authStore.save(makeToken(60), user as never)
    const { result } = renderHook(() => useSession())
    act(() => updateSessionUser({ ...user, name: 'Ada L' }))
    expect(result.current?.user.name).toBe('Ada L')
    act(() => vi.advanceTimersByTime(61_000))
    expect(result.current).toBeNull()
    act(() => pb.authStore.save(makeToken(60), user as never))
    expect(result.current).not.toBeNull()
    act(() => clearSession())
    expect(result.current).toBeNull()
  })
})
