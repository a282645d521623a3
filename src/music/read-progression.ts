import { parseChord } from './chord-symbol'

/** More chords than this in a link is not a progression from our pages. */
export const PROGRESSION_MAX_CHORDS = 32

/**
 * The chords of an editor link's `progression` value ("C-G-Am-F"), or undefined when it is not
 * a list of chords the editor reads: a link someone edited by hand opens the editor as usual.
 */
export function readProgression(value: string | null): string[] | undefined {
  const chords = (value ?? '').split('-').map((symbol) => symbol.trim())
  if (chords.length > PROGRESSION_MAX_CHORDS) return undefined
  return chords.every((symbol) => symbol && parseChord(symbol)) ? chords : undefined
}
