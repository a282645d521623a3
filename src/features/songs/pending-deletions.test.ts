import { describe, expect, it, vi } from 'vitest'
import { fakeTimersInEachTest } from '@/testing/fake-timers'
import { createPendingDeletions } from './pending-deletions'

fakeTimersInEachTest()

describe('pending deletions', () => {
  it('deletes only when the undo time is up, hiding the song meanwhile', async () => {
    const queue = createPendingDeletions(5000)
    const remove = vi.fn(async () => {})
    const onDeleted = vi.fn()

    queue.schedule('s1', remove, { onDeleted })
    expect(queue.ids()).toEqual(new Set(['s1']))

    await vi.advanceTimersByTimeAsync(4999)
    expect(remove).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(remove).toHaveBeenCalledOnce()
    expect(onDeleted).toHaveBeenCalledOnce()
    expect(queue.ids()).toEqual(new Set())
  })

  it('sends nothing when undone in time, and shows the song again', async () => {
    const queue = createPendingDeletions(5000)
    const remove = vi.fn(async () => {})
    const listener = vi.fn()
    queue.subscribe(listener)

    const deletion = queue.schedule('s1', remove)
    await vi.advanceTimersByTimeAsync(3000)

    expect(deletion.undo()).toBe(true)
    expect(queue.ids()).toEqual(new Set())
    await vi.advanceTimersByTimeAsync(10_000)
    expect(remove).not.toHaveBeenCalled()
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('cannot be undone once the delete request has gone out', async () => {
    const queue = createPendingDeletions(5000)
    let finish = () => {}
    const remove = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))

    const deletion = queue.schedule('s1', remove)
    await vi.advanceTimersByTimeAsync(5000)

    expect(deletion.undo()).toBe(false)
    // Still hidden while the request is in flight.
    expect(queue.ids()).toEqual(new Set(['s1']))
    finish()
    await vi.advanceTimersByTimeAsync(0)
    expect(queue.ids()).toEqual(new Set())
    expect(deletion.undo()).toBe(false)
  })

  it('brings the song back and reports the error when the delete fails', async () => {
    const queue = createPendingDeletions(5000)
    const onFailed = vi.fn()
    const error = new Error('offline')

    queue.schedule('s1', () => Promise.reject(error), { onFailed })
    await vi.advanceTimersByTimeAsync(5000)

    expect(onFailed).toHaveBeenCalledWith(error)
    expect(queue.ids()).toEqual(new Set())
  })

  it('keeps one deletion per song: scheduling again restarts its undo time', async () => {
    const queue = createPendingDeletions(5000)
    const first = vi.fn(async () => {})
    const second = vi.fn(async () => {})

    const old = queue.schedule('s1', first)
    await vi.advanceTimersByTimeAsync(4000)
    queue.schedule('s1', second)
    await vi.advanceTimersByTimeAsync(4000)

    expect(old.undo()).toBe(false)
    expect(first).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1000)
    expect(second).toHaveBeenCalledOnce()
  })

  it('gives the same set until something changes, as useSyncExternalStore needs', () => {
    const queue = createPendingDeletions(5000)
    const before = queue.ids()

    expect(queue.ids()).toBe(before)
    queue.schedule('s1', async () => {})
    expect(queue.ids()).not.toBe(before)
  })
})
