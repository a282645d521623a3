import { guessKey } from '@/music/guess-key'
import { nashvilleNumber, romanNumeral } from '@/music/numerals'
import { transposeChord, transposeKey } from '@/music/transpose'

export type Notation = 'names' | 'roman' | 'nashville'

export const NOTATIONS: { id: Notation; label: string }[] = [
  { id: 'names', label: 'Chord names' },
  { id: 'roman', label: 'Roman numerals' },
  { id: 'nashville', label: 'Nashville numbers' },
]

export type DisplayOptions = {
  /** Semitones the song sounds transposed by. */
  transpose: number
  /** Guitar capo fret: chord names show the shapes to play, the sound stays. */
  capo: number
  notation: Notation
}

export const DEFAULT_DISPLAY: DisplayOptions = { transpose: 0, capo: 0, notation: 'names' }

/** Transposing goes up to eleven semitones either way: twelve is the same key again. */
export const MAX_TRANSPOSE = 11

/** The options transposed by `semitones` more, within ±MAX_TRANSPOSE. */
export const transposedBy = (display: DisplayOptions, semitones: number): DisplayOptions => ({
  ...display,
  transpose: Math.min(Math.max(display.transpose + semitones, -MAX_TRANSPOSE), MAX_TRANSPOSE),
})

/** The options with the next way of writing chords. */
export function nextNotation(display: DisplayOptions): DisplayOptions {
  const index = NOTATIONS.findIndex((n) => n.id === display.notation)
  return { ...display, notation: NOTATIONS[(index + 1) % NOTATIONS.length]?.id ?? 'names' }
}

/** The key the song is in: its own, or the one its chords (`usedChords`) suggest ('' when none). */
export function songKey(key: string, chords: string[]): { key: string; guessed: boolean } {
  if (key) return { key, guessed: false }
  return { key: chords.length ? guessKey(chords) : '', guessed: true }
}

/** Semitones a key moves by, spelled for the new key ("C" +2 → "D"). */
export const transposedKey = (key: string, semitones: number): string =>
  key ? transposeKey(key, semitones) : key

/** How a stored chord symbol is shown, given the display options and the song's key. */
export function chordShower(options: DisplayOptions, key: string): (symbol: string) => string {
  const { transpose, capo, notation } = options
  if (notation !== 'names' && key) {
    // Numerals are relative to the key, so transposing leaves them alone.
    const numeral = notation === 'roman' ? romanNumeral : nashvilleNumber
    return (symbol) => numeral(symbol, key) || symbol
  }
  const shift = transpose - capo
  if (shift === 0) return (symbol) => symbol
  const cache = new Map<string, string>()
  return (symbol) => {
    let shown = cache.get(symbol)
    if (shown === undefined) {
      shown = transposeChord(symbol, shift, key) || symbol
      cache.set(symbol, shown)
    }
    return shown
  }
}
