// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeTimersInEachTest } from '@/testing/fake-timers'
import { importWithReload } from './import-with-reload'

const flag = 'songpad:chunk-reload'
const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'))

// Whether the promise has resolved or rejected once every timer and microtask pending on the fake
// clock has run: 'pending' then means nothing the call set in motion will settle it.
async function stateOnceIdle(promise: Promise<unknown>) {
  let state = 'pending'
  promise.then(
    () => {
      state = 'resolved'
    },
    () => {
      state = 'rejected'
    },
  )
  await vi.runAllTimersAsync()
  return state
}

fakeTimersInEachTest()
beforeEach(() => sessionStorage.clear())

describe('importWithReload', () => {
  it('reloads once on the first failure and sets the flag', async () => {
    const reload = vi.fn()
    const result = importWithReload(failing, { storage: sessionStorage, reload })
    expect(await stateOnceIdle(result)).toBe('pending')
    expect(reload).toHaveBeenCalledOnce()
    expect(sessionStorage.getItem(flag)).toBe('1')
  })

  it('does not reload a second time but rethrows', async () => {
    sessionStorage.setItem(flag, '1')
    const reload = vi.fn()
    await expect(importWithReload(failing, { storage: sessionStorage, reload })).rejects.toThrow(
      'Failed to fetch',
    )
    expect(reload).not.toHaveBeenCalled()
  })

  it('clears the flag after a successful load', async () => {
    sessionStorage.setItem(flag, '1')
    const loaded = await importWithReload(() => Promise.resolve({ ok: true }), {
      storage: sessionStorage,
      reload: vi.fn(),
    })
    expect(loaded).toEqual({ ok: true })
    expect(sessionStorage.getItem(flag)).toBeNull()
  })
})
