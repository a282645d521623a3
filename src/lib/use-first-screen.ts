import { startTransition, useEffect, useState } from 'react'
import { flushSync } from 'react-dom'

/** Bars the first render mounts: more than a tall screen shows, so nothing in view waits. */
export const FIRST_SCREEN_BARS = 40

/**
 * How many sections a long song's first render mounts: enough for FIRST_SCREEN_BARS bars, and at
 * least `through` + 1 (the section with the caret or the playing bar).
 */
export function firstScreenSections(
  sections: readonly { bars: readonly unknown[] }[],
  through = 0,
): number {
  let bars = 0
  let count = 0
  while (count < sections.length && bars < FIRST_SCREEN_BARS) {
    bars += sections[count]?.bars.length ?? 0
    count += 1
  }
  return Math.max(count, through + 1)
}

/**
 * False for the first render, then true in a transition: a long song shows what the screen holds
 * at once, and the rest renders in slices that leave the page free for the first click or key.
 * Printing before then renders the rest at once, so a printout is never cut short.
 */
export function useWholeSong(): boolean {
  const [whole, setWhole] = useState(false)
  useEffect(() => {
    startTransition(() => setWhole(true))
    const beforePrint = () => flushSync(() => setWhole(true))
    window.addEventListener('beforeprint', beforePrint)
    return () => window.removeEventListener('beforeprint', beforePrint)
  }, [])
  return whole
}
