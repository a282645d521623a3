import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useAsyncAction } from './use-async-action'

// A promise the test settles by hand.
function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('useAsyncAction', () => {
  it('is pending while the action runs, then done, and calls onSuccess with its result', async () => {
    const answer = deferred<string>()
    const action = vi.fn((_input: number) => answer.promise)
    const onSuccess = vi.fn()
    const { result } = renderHook(() => useAsyncAction(action))
    expect(result.current).toMatchObject({ pending: false, done: false, failed: false })

    act(() => result.current.run(7, { onSuccess }))
    expect(action).toHaveBeenCalledWith(7)
    expect(result.current.pending).toBe(true)

    await act(async () => answer.resolve('ok'))
    expect(result.current).toMatchObject({ pending: false, done: true, failed: false })
    expect(onSuccess).toHaveBeenCalledWith('ok')
  })

  it('keeps the error of a failed run, also one thrown before the first await', async () => {
    const boom = new Error('boom')
    const onError = vi.fn()
    const { result } = renderHook(() =>
      useAsyncAction((_input: undefined): Promise<void> => {
        throw boom
      }),
    )
    act(() => result.current.run(undefined, { onError }))
    await waitFor(() => expect(result.current.failed).toBe(true))
    expect(result.current.error).toBe(boom)
    expect(result.current.pending).toBe(false)
    expect(onError).toHaveBeenCalledWith(boom)
  })

  it('reset forgets the outcome, and a run still on its way after a reset is ignored', async () => {
    const answer = deferred<void>()
    const onSuccess = vi.fn()
    const { result } = renderHook(() => useAsyncAction((_input: undefined) => answer.promise))
    act(() => result.current.run(undefined, { onSuccess }))
    act(() => result.current.reset())
    await act(async () => answer.resolve())
    expect(result.current).toMatchObject({ pending: false, done: false, failed: false })
    expect(result.current.error).toBeUndefined()
    expect(onSuccess).not.toHaveBeenCalled()
  })

  it('answers for the latest run only', async () => {
    const first = deferred<string>()
    const second = deferred<string>()
    const answers = [first, second]
    const onSuccess = vi.fn()
    const { result } = renderHook(() =>
      useAsyncAction((_input: undefined) => answers.shift()?.promise ?? Promise.resolve('')),
    )
    act(() => result.current.run(undefined, { onSuccess }))
    act(() => result.current.run(undefined, { onSuccess }))
    await act(async () => first.reject(new Error('stale')))
    expect(result.current.pending).toBe(true)
    await act(async () => second.resolve('fresh'))
    expect(result.current.done).toBe(true)
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith('fresh')
  })

  it('lets the action finish after an unmount but ignores its answer', async () => {
    const answer = deferred<void>()
    const finished = vi.fn()
    const onSuccess = vi.fn()
    const { result, unmount } = renderHook(() =>
      useAsyncAction(async (_input: undefined) => {
        await answer.promise
        finished()
      }),
    )
    act(() => result.current.run(undefined, { onSuccess }))
    unmount()
    await act(async () => answer.resolve())
    expect(finished).toHaveBeenCalled()
    expect(onSuccess).not.toHaveBeenCalled()
  })

  it('runs the action of the latest render', async () => {
    const { result, rerender } = renderHook(
      ({ label }) => useAsyncAction(async (input: string) => `${label} ${input}`),
      { initialProps: { label: 'first' } },
    )
    rerender({ label: 'second' })
    const onSuccess = vi.fn()
    act(() => result.current.run('run', { onSuccess }))
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('second run'))
  })
})
