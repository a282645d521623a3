import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'

type Status = 'idle' | 'pending' | 'success' | 'error'

export type AsyncActionCallbacks<T> = {
  onSuccess?: (result: T) => void
  onError?: (error: unknown) => void
}

export type AsyncAction<I, T> = {
  pending: boolean
  done: boolean
  failed: boolean
  /** What the last run threw; undefined unless it failed. */
  error: unknown
  /** Starts the action; its callbacks run like the state: only while mounted and for the latest run. */
  run: (input: I, callbacks?: AsyncActionCallbacks<T>) => void
  reset: () => void
}

/**
 * A form's one async action (sign in, sign up, send a mail) without react-query: pending, failed or
 * done. The action itself always runs to its end; what it answers after an unmount, a reset or a
 * newer run is ignored.
 */
export function useAsyncAction<I, T>(action: (input: I) => Promise<T>): AsyncAction<I, T> {
  const [state, setState] = useState<{ status: Status; error?: unknown }>({ status: 'idle' })
  const latest = useRef(0)
  const mounted = useRef(false)
  const current = useRef(action)

  useLayoutEffect(() => {
    current.current = action
  })
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const run = useCallback((input: I, callbacks: AsyncActionCallbacks<T> = {}) => {
    const id = ++latest.current
    const live = () => mounted.current && id === latest.current
    setState({ status: 'pending' })
    // Async, so an action that throws before its first await fails like any other run.
    const running = (async () => current.current(input))()
    running.then(
      (result) => {
        if (!live()) return
        setState({ status: 'success' })
        callbacks.onSuccess?.(result)
      },
      (error: unknown) => {
        if (!live()) return
        setState({ status: 'error', error })
        callbacks.onError?.(error)
      },
    )
  }, [])

  const reset = useCallback(() => {
    latest.current++
    setState({ status: 'idle' })
  }, [])

  return {
    pending: state.status === 'pending',
    done: state.status === 'success',
    failed: state.status === 'error',
    error: state.error,
    run,
    reset,
  }
}
