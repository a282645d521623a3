import { type RefObject, useEffect, useRef } from 'react'

/** How long a user's own scrolling holds the following back. */
export const HANDS_OFF_MS = 4000

// Not a click or Space: those start the playing, which is to be followed.
const USER_SCROLL = ['wheel', 'touchmove'] as const
const SCROLL_KEYS = new Set(['PageUp', 'PageDown'])

/**
 * Keeps the bar being played on screen: when it leaves the screen, the page scrolls it to the
 * middle. A user who scrolls (wheel, touch, Page Up or Down) is left alone for a few seconds.
 */
export function useFollowPlaying(
  root: RefObject<HTMLElement | null>,
  playing: { section: number; bar: number } | null,
  now: () => number = Date.now,
) {
  const handsOn = useRef(Number.NEGATIVE_INFINITY)
  useEffect(() => {
    const touched = () => {
      handsOn.current = now()
    }
    const keyed = (event: KeyboardEvent) => SCROLL_KEYS.has(event.key) && touched()
    for (const type of USER_SCROLL) window.addEventListener(type, touched, { passive: true })
    window.addEventListener('keydown', keyed)
    return () => {
      for (const type of USER_SCROLL) window.removeEventListener(type, touched)
      window.removeEventListener('keydown', keyed)
    }
  }, [now])

  const section = playing?.section
  const bar = playing?.bar
  useEffect(() => {
    if (section === undefined || now() - handsOn.current < HANDS_OFF_MS) return
    const cell = root.current?.querySelector(`[data-bar="${section}-${bar}"]`)
    if (!cell) return
    const { top, bottom } = cell.getBoundingClientRect()
    if (top >= 0 && bottom <= window.innerHeight) return
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    cell.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' })
  }, [root, section, bar, now])
}
