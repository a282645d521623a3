import { startTransition, useEffect, useState } from 'react'
import { flushSync } from 'react-dom'

/** Bars the first render mounts: more than a tall screen shows, so nothing in view waits. */
export const FIRST_SCREEN_BARS = 40

/**
 * How many sections a long song's first render mounts: enough for `screenBars` bars (fewer in
 * large type), and at least `through` + 1 (the section with the caret or the playing bar).
 */
export function firstScreenSections(
  sections: readonly { bars: readonly unknown[] }[],
  through = 0,
  screenBars = FIRST_SCREEN_BARS,
): number {
  let bars = 0
  let count = 0
  while (count < sections.length && bars < screenBars) {
    bars += sections[count]?.bars.length ?? 0
    count += 1
  }
  return Math.max(count, through + 1)
}

// Whether the page is printing; listened to from the first import, before any component's own
// listener, so a component that printing mounts knows at its first render.
let printing = false
if (typeof window !== 'undefined') {
  window.addEventListener('beforeprint', () => {
    printing = true
  })
  window.addEventListener('afterprint', () => {
    printing = false
  })
}

/**
 * False for the first render, then true in a transition: a long song shows what the screen holds
 * at once, and the rest renders in slices that leave the page free for the first click or key.
 * Printing before then renders the rest at once, so a printout is never cut short.
 */
export function useWholeSong(): boolean {
  // Mounted while the page prints (a sheet the printing itself brought in): whole at once.
  const [whole, setWhole] = useState(printing)
  useEffect(() => {
    startTransition(() => setWhole(true))
    const beforePrint = () => flushSync(() => setWhole(true))
    window.addEventListener('beforeprint', beforePrint)
    return () => window.removeEventListener('beforeprint', beforePrint)
  }, [])
  return whole
}
