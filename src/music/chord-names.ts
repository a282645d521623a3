import type { ChordSpec, QualityId } from './chord-catalog'
import { chordSymbol } from './chord-catalog'
import { noteWords } from './note-names'

// How each kind of chord is said aloud and typed into a search box: "minor 7", where the page's
// prose says "minor seventh". Kept out of the catalog: only the page data and the search read it.
export const SPOKEN_QUALITIES: Record<QualityId, string> = {
  major: 'major',
  minor: 'minor',
  dim: 'diminished',
  aug: 'augmented',
  sus2: 'suspended 2',
  sus4: 'suspended 4',
  '6': '6',
  m6: 'minor 6',
  '7': '7',
  maj7: 'major 7',
  m7: 'minor 7',
  m7b5: 'minor 7 flat 5',
  dim7: 'diminished 7',
  '9': '9',
  maj9: 'major 9',
  m9: 'minor 9',
  add9: 'add 9',
  '11': '11',
  '13': '13',
  '7sus4': '7 suspended 4',
  '5': 'power chord',
  '69': '6 9',
  mMaj7: 'minor major 7',
  '7b9': '7 flat 9',
  '7#9': '7 sharp 9',
  '7b5': '7 flat 5',
  '7#5': '7 sharp 5',
  m11: 'minor 11',
  'maj7#11': 'major 7 sharp 11',
  '13sus4': '13 suspended 4',
  '9sus4': '9 suspended 4',
}

/** "F sharp minor 7" for F♯m7: the name as it is said. */
export function spokenChordName(chord: ChordSpec): string {
  return `${noteWords(chord.root.name)} ${SPOKEN_QUALITIES[chord.quality.id]}`
}

/**
 * The other ways people write a chord than the page's own (`shown`, e.g. "F♯m7" or "C major"): its
 * plain-keyboard spelling ("F#m7") and its spoken name, each once.
 */
export function otherChordNames(chord: ChordSpec, shown: readonly string[]): string[] {
  const names = [chordSymbol(chord), spokenChordName(chord)]
  return [...new Set(names)].filter((name) => !shown.includes(name))
}
