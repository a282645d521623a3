import {
  chroma,
  enharmonic,
  pitchClass as pitchClassName,
  simplify,
  transpose,
} from '@tonaljs/note'
import type { QualityId } from './chord-catalog'
import type { ChordFacts } from './chord-theory'

export type KeyMode = 'major' | 'minor'

export type KeySpec = { tonic: string; mode: KeyMode }

export type ChordInKey = {
  key: KeySpec
  /** "IV", "ii7", "vii°", "V7" … */
  numeral: string
  /** 1–7 */
  degree: number
  /** The chord's root as this key spells it, when it differs from the page's spelling (D# → Eb). */
  spelledRoot?: string
  /** Only in harmonic minor (the raised seventh), e.g. E7 in A minor. */
  harmonic: boolean
}

// One spelling per key, the one with the fewer accidentals (Db major, not C# major).
export const MAJOR_TONICS = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B']
export const MINOR_TONICS = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'G#', 'A', 'Bb', 'B']

// The scales as intervals above the tonic; tonal spells the notes.
const SCALE_INTERVALS = {
  major: ['1P', '2M', '3M', '4P', '5P', '6M', '7M'],
  minor: ['1P', '2M', '3m', '4P', '5P', '6m', '7m'],
  harmonic: ['1P', '2M', '3m', '4P', '5P', '6m', '7M'],
}

/** The seven notes of a key's scale (natural minor, or harmonic minor when asked). */
export function keyScale({ tonic, mode }: KeySpec, harmonic = false): string[] {
  const intervals = SCALE_INTERVALS[mode === 'minor' && harmonic ? 'harmonic' : mode]
  return intervals.map((interval) => transpose(tonic, interval))
}

/** The triad qualities on each degree of the major and natural minor scales. */
export const KEY_TRIADS: Record<KeyMode, QualityId[]> = {
  major: ['major', 'minor', 'minor', 'major', 'major', 'minor', 'dim'],
  minor: ['minor', 'dim', 'major', 'minor', 'minor', 'major', 'major'],
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII']

// The suffix after the numeral: what its case does not already say (m7 is "ii7", not "iim7").
const NUMERAL_SUFFIX: Record<QualityId, string> = {
  major: '',
  minor: '',
  dim: '°',
  aug: '+',
  sus2: 'sus2',
  sus4: 'sus4',
  '6': '6',
  m6: '6',
  '7': '7',
  maj7: 'maj7',
  m7: '7',
  m7b5: 'ø7',
  dim7: '°7',
  '9': '9',
  maj9: 'maj9',
  m9: '9',
  add9: 'add9',
  '11': '11',
  '13': '13',
  '7sus4': '7sus4',
  '5': '5',
  '69': '6/9',
  mMaj7: '(maj7)',
  '7b9': '7♭9',
  '7#9': '7♯9',
  '7b5': '7♭5',
  '7#5': '7♯5',
  m11: '11',
  'maj7#11': 'maj7♯11',
  '13sus4': '13sus4',
  '9sus4': '9sus4',
}

/** Qualities with a minor third over the root: their numeral is lower case. */
const MINOR_THIRD = new Set<QualityId>([
  'minor',
  'dim',
  'm6',
  'm7',
  'm7b5',
  'dim7',
  'm9',
  'mMaj7',
  'm11',
])

/** "IV" for degree 4 of a major triad, "ii7" for a minor seventh on degree 2 … */
export function romanNumeral(degree: number, quality: QualityId): string {
  const numeral = ROMAN[degree - 1] ?? '?'
  return `${MINOR_THIRD.has(quality) ? numeral.toLowerCase() : numeral}${NUMERAL_SUFFIX[quality]}`
}

export const keyName = ({ tonic, mode }: KeySpec): string => `${tonic} ${mode}`

function place(
  facts: ChordFacts,
  quality: QualityId,
  key: KeySpec,
  harmonic: boolean,
): ChordInKey | undefined {
  const scale = keyScale(key, harmonic)
  const root = facts.tones[0]
  const index = scale.findIndex((note) => chroma(note) === root?.pitchClass)
  const spelled = scale[index]
  if (index < 0 || !spelled) return undefined
  // Built on the key's own spelling of the root, every note must be a note of the scale by name:
  // A–C–E is no chord of C# harmonic minor even though C sounds like its B#.
  const names = new Set(scale)
  const inKey = facts.tones.every(({ interval }) =>
    names.has(pitchClassName(transpose(spelled, interval))),
  )
  if (!inKey) return undefined
  return {
    key,
    degree: index + 1,
    numeral: romanNumeral(index + 1, quality),
    spelledRoot: spelled === root?.note ? undefined : spelled,
    harmonic,
  }
}

/**
 * Every major and minor key whose scale holds all the chord's notes, with the chord's numeral
 * there; minor keys also count their harmonic form (raised seventh) when the natural one fails.
 */
export function keysContaining(facts: ChordFacts, quality: QualityId): ChordInKey[] {
  const major = MAJOR_TONICS.flatMap((tonic) => {
    const found = place(facts, quality, { tonic, mode: 'major' }, false)
    return found ? [found] : []
  })
  const minor = MINOR_TONICS.flatMap((tonic) => {
    const key: KeySpec = { tonic, mode: 'minor' }
    const found = place(facts, quality, key, false) ?? place(facts, quality, key, true)
    return found ? [found] : []
  })
  // The keys the chord is home in (I or i) first.
  return [...major, ...minor].sort((a, b) => Number(a.degree !== 1) - Number(b.degree !== 1))
}

/** Sharps (positive) or flats (negative) in the key signature: G major 1, F major -1. */
export function keySignature(key: KeySpec): number {
  return keyScale(key)
    .join('')
    .split('')
    .reduce((sum, c) => sum + (c === '#' ? 1 : c === 'b' ? -1 : 0), 0)
}

/** The key spelled with at most six sharps or flats (G# major → Ab major, Abb minor → G minor). */
export function practicalKey(key: KeySpec): KeySpec {
  if (Math.abs(keySignature(key)) <= 6) return key
  const candidates = [simplify(key.tonic), enharmonic(key.tonic)].map((tonic) => ({
    ...key,
    tonic,
  }))
  return candidates.reduce(
    (best, candidate) =>
      Math.abs(keySignature(candidate)) < Math.abs(keySignature(best)) ? candidate : best,
    key,
  )
}
