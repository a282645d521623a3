// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useWakeLock } from './use-wake-lock'

/** A stand-in for navigator.wakeLock that counts what is held. */
function fakeWakeLock() {
  const held = new Set<EventTarget & { released: boolean }>()
  const request = vi.fn(async () => {
    const sentinel = Object.assign(new EventTarget(), {
      released: false,
      type: 'screen',
      release: async () => {
        sentinel.released = true
        held.delete(sentinel)
        sentinel.dispatchEvent(new Event('release'))
      },
    })
    held.add(sentinel)
    return sentinel
  })
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true })
  return { held, request }
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock')
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
})

describe('useWakeLock', () => {
  it('holds the screen awake while active, lets go when hidden, asks again when shown', async () => {
    const lock = fakeWakeLock()
    const { result, unmount } = renderHook(() => useWakeLock(true))
    await vi.waitFor(() => expect(result.current).toBe(true))
    expect(lock.held.size).toBe(1)

    act(() => setVisibility('hidden'))
    await vi.waitFor(() => expect(result.current).toBe(false))
    expect(lock.held.size).toBe(0)

    act(() => setVisibility('visible'))
    await vi.waitFor(() => expect(result.current).toBe(true))
    expect(lock.request).toHaveBeenCalledTimes(2)

    unmount()
    await vi.waitFor(() => expect(lock.held.size).toBe(0))
  })

  it('asks for nothing while inactive, and does without where the browser has no Wake Lock', () => {
    const lock = fakeWakeLock()
    const { result } = renderHook(() => useWakeLock(false))
    expect(result.current).toBe(false)
    expect(lock.request).not.toHaveBeenCalled()
    Reflect.deleteProperty(navigator, 'wakeLock')
    expect(renderHook(() => useWakeLock(true)).result.current).toBe(false)
  })
})
