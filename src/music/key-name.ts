import { majorKey, minorKey } from '@tonaljs/key'
import { get as getNote } from '@tonaljs/note'
import type { KeySpec } from './keys'

// A song's key as the song document stores it: "C", "F#m", "Bb", "Ebm" ('' = not set).

/** The widest key signature we accept: seven sharps or flats (C# major, Cb major). */
const MAX_ACCIDENTALS = 7

/** "F#m" → { tonic: "F#", mode: "minor" }; also reads "A minor", "Bb major", "ebm". */
export function parseKey(text: string): KeySpec | undefined {
  const match = /^\s*([A-Ga-g][#b♯♭]?)\s*(m|min|minor|maj|major)?\s*$/.exec(text)
  if (!match) return undefined
  const letter = (match[1] ?? '').replace('♯', '#').replace('♭', 'b')
  const tonic = getNote(letter.charAt(0).toUpperCase() + letter.slice(1)).name
  const key: KeySpec = { tonic, mode: /^m(in(or)?)?$/.test(match[2] ?? '') ? 'minor' : 'major' }
  return tonic && Math.abs(keyAlteration(key)) <= MAX_ACCIDENTALS ? key : undefined
}

/** { tonic: "F#", mode: "minor" } → "F#m". */
export const keyToString = ({ tonic, mode }: KeySpec): string =>
  `${tonic}${mode === 'minor' ? 'm' : ''}`

/** The key tidied to its stored form ("a minor" → "Am"), or undefined when it is no key. */
export function tidyKey(text: string): string | undefined {
  const key = parseKey(text)
  return key ? keyToString(key) : undefined
}

// tonal builds a whole key (scales, chords, numerals) per call; key guessing asks on every edit.
const alterations = new Map<string, number>()

/** Sharps (+) or flats (−) in the key's signature, from tonal: Eb major −3, E minor +1. */
export function keyAlteration({ tonic, mode }: KeySpec): number {
  const id = `${tonic} ${mode}`
  let found = alterations.get(id)
  if (found === undefined) {
    found = mode === 'major' ? majorKey(tonic).alteration : minorKey(tonic).alteration
    alterations.set(id, found)
  }
  return found
}
