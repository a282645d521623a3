import { afterEach, beforeEach, vi } from 'vitest'

/** Each test of the calling file runs on fake timers, and the next file finds real ones again. */
export function fakeTimersInEachTest() {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}
