import { useMemo } from 'react'
import type { Notation } from '../state/display'

/**
 * The song's chords as the display shows them, for the strip of diagrams: the same list while the
 * chords stay the same, so the strip skips the page's other renders (opening the perform view).
 */
export function useShownChords(
  chords: string[],
  show: (symbol: string) => string,
  notation: Notation,
): string[] {
  return useMemo(() => (notation === 'names' ? chords.map(show) : chords), [chords, show, notation])
}
