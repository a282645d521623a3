import { get as getChordType } from '@tonaljs/chord-type'
import { get as getInterval } from '@tonaljs/interval'
import { chroma, transpose } from '@tonaljs/note'
import { type ChordSpec, chordSymbol } from './chord-catalog'

export type ChordTone = {
  note: string
  /** tonal's interval name: 1P, 3M, 7m … */
  interval: string
  /** Semitones above the root: 0, 4, 7 … */
  semitones: number
  /** The formula degree: 1, 3, ♭7, 9 … */
  degree: string
  /** "major third" */
  intervalName: string
  pitchClass: number
}

export type ChordFacts = {
  symbol: string
  notes: string[]
  tones: ChordTone[]
}

const QUALITY_WORDS: Record<string, string> = {
  P: 'perfect',
  M: 'major',
  m: 'minor',
  d: 'diminished',
  A: 'augmented',
}

const ORDINALS: Record<number, string> = {
  1: 'root',
  2: 'second',
  3: 'third',
  4: 'fourth',
  5: 'fifth',
  6: 'sixth',
  7: 'seventh',
  9: 'ninth',
  11: 'eleventh',
  13: 'thirteenth',
}

// Degrees 1, 4, 5, 8, 11, 12 are "perfect" kinds; the rest major/minor kinds.
const isPerfectKind = (num: number) => [1, 4, 5].includes(((num - 1) % 7) + 1)

/** "7m" → "♭7", "5A" → "♯5", "7d" → "♭♭7", "9M" → "9". */
export function degreeOf(interval: string): string {
  const { num, q } = getInterval(interval)
  if (q === 'A') return `♯${num}`
  if (q === 'm') return `♭${num}`
  if (q === 'd') return `${isPerfectKind(num) ? '♭' : '♭♭'}${num}`
  return String(num)
}

/** "3M" → "major third", "1P" → "root". */
export function intervalName(interval: string): string {
  const { num, q } = getInterval(interval)
  if (num === 1) return 'root'
  return `${QUALITY_WORDS[q] ?? q} ${ORDINALS[num] ?? `${num}th`}`
}

/** The chord's notes and how each stands to the root, as tonal computes them. */
export function chordFacts(spec: ChordSpec): ChordFacts {
  // tonal's chord type gives the intervals; each note is the root moved up by one of them.
  const type = getChordType(spec.quality.symbol)
  if (type.empty) throw new Error(`tonal does not know ${chordSymbol(spec)}`)
  const tones = type.intervals.map((interval) => {
    const note = transpose(spec.root.name, interval)
    return {
      note,
      interval,
      semitones: getInterval(interval).semitones,
      degree: degreeOf(interval),
      intervalName: intervalName(interval),
      pitchClass: chroma(note),
    }
  })
  return { symbol: chordSymbol(spec), notes: tones.map((tone) => tone.note), tones }
}

/** The pitch classes of a chord, as a sorted set (0 = C). */
export const pitchClassSet = (facts: ChordFacts): number[] =>
  [...new Set(facts.tones.map((tone) => tone.pitchClass))].sort((a, b) => a - b)
