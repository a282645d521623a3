import { isWhiteKey } from '@/music/note-names'
import type { Voicing } from '@/music/voicing'

// Keyboard sizes, apart from the page data: the chord page's components use them, and they must
// not pull the music theory into the page's first chunk (the data comes with the page's HTML).

export type KeyboardRange = { low: number; high: number }

/** Keyboards show at least this many white keys, so a triad has room around it. */
export const MIN_WHITE_KEYS = 10

export const whiteCount = ({ low, high }: KeyboardRange) => {
  let count = 0
  for (let midi = low; midi <= high; midi += 1) if (isWhiteKey(midi)) count += 1
  return count
}

/**
 * A keyboard around the notes, starting on a C or an F and ending on an E or a B, so its edges
 * always fall between two white keys.
 */
export function keyboardRange(midis: number[]): KeyboardRange {
  const lowest = Math.min(...midis)
  const highest = Math.max(...midis)
  const octave = (midi: number) => Math.floor(midi / 12) * 12
  let low = octave(lowest) + (lowest % 12 < 5 ? 0 : 5)
  let high = octave(highest) + (highest % 12 < 5 ? 4 : 11)
  // Widen a half octave at a time, alternately above and below.
  for (let above = true; whiteCount({ low, high }) < MIN_WHITE_KEYS; above = !above) {
    if (above) high = high % 12 === 4 ? high + 7 : high + 5
    else low = low % 12 === 5 ? low - 5 : low - 7
  }
  return { low, high }
}

/** Beyond this many white keys, each voicing gets a keyboard of its own size. */
export const SHARED_RANGE_MAX_WHITE_KEYS = 15

/**
 * The keyboard for one voicing: the page's common one, so all inversions line up, unless that
 * would be too wide to read on a phone (big chords), then one fitted to the voicing.
 */
export function voicingRange(data: { range: KeyboardRange }, voicing: Voicing): KeyboardRange {
  if (whiteCount(data.range) <= SHARED_RANGE_MAX_WHITE_KEYS) return data.range
  return keyboardRange(voicing.notes.map((note) => note.midi))
}
