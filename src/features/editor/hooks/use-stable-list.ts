import { useRef } from 'react'

/**
 * `next`, or the list returned last time when it has the same items: the parts that read it
 * (memoised) skip the edits that leave it as it was.
 */
export function useStableList<T>(next: T[], same: (a: T, b: T) => boolean = Object.is): T[] {
  const last = useRef(next)
  const unchanged =
    next === last.current ||
    (next.length === last.current.length &&
      next.every((item, i) => same(item, last.current[i] as T)))
  if (!unchanged) last.current = next
  return last.current
}
