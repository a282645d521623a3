import { getChord, tokenize } from '@tonaljs/chord'
import { get as getChordType } from '@tonaljs/chord-type'
import { get as getNote } from '@tonaljs/note'
import { noteWords } from './note-names'

// Chord symbols as songwriters type them ("Am7", "F#m7b5", "C/E"), read by tonal.

/** What a chord is built on, read from its intervals: decides numeral case and voicing. */
export type ChordFamily =
  | 'major'
  | 'minor'
  | 'diminished'
  | 'half-diminished'
  | 'augmented'
  | 'suspended'
  | 'power'

export type ParsedChord = {
  /** The symbol tidied: root letter upper case, ASCII accidentals: "F#m7b5", "C/E". */
  symbol: string
  /** "F#" */
  root: string
  /** The suffix as written after the root: "m7b5", "" for a major triad. */
  quality: string
  /** tonal's chord type: its main alias ("m7b5") and its name ("half-diminished", or ''). */
  type: string
  typeName: string
  family: ChordFamily
  /** The slash bass ("E" in C/E); undefined when the chord stands on its root. */
  bass?: string
  /** The chord tones from the root up, as tonal spells them: ["C", "E", "G"]. */
  notes: readonly string[]
  /** The tones' intervals above the root: ["1P", "3M", "5P"]. */
  intervals: readonly string[]
}

/** Longer than any real chord symbol; keeps junk out of the parser. */
export const MAX_CHORD_SYMBOL_LENGTH = 24

// One accidental at most: double sharps and flats are transposition artefacts, not input.
const NOTE_NAME = /^[A-G][#b]?$/

// Spellings tonal does not read, mapped to ones it does (Δ7 = maj7, ø7 = ø, parentheses dropped).
function tidy(text: string): string {
  const ascii = text
    .trim()
    .replaceAll('♯', '#')
    .replaceAll('♭', 'b')
    .replaceAll('−', '-')
    .replace(/Δ7/g, 'Δ')
    .replace(/ø7/g, 'ø')
    .replace(/[()]/g, '')
  // A lower-case root letter ("am7") is still a chord; the quality's letters keep their case.
  return capitalized(ascii)
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function familyOf(intervals: readonly string[]): ChordFamily {
  const has = (interval: string) => intervals.includes(interval)
  if (has('3m') && has('5d')) return has('7m') ? 'half-diminished' : 'diminished'
  if (has('3m')) return 'minor'
  if (has('3M')) return has('5A') ? 'augmented' : 'major'
  if (has('4P') || has('2M') || has('9M')) return 'suspended'
  return 'power'
}

// A song repeats a handful of chords hundreds of times and every render asks again: remember them.
const CACHE_SIZE = 512
const cache = new Map<string, ParsedChord | undefined>()

/** The chord a symbol names, or undefined when tonal does not read it as a chord (frozen: shared). */
export function parseChord(symbol: string): ParsedChord | undefined {
  if (cache.has(symbol)) return cache.get(symbol)
  const chord = read(symbol)
  if (symbol.length > MAX_CHORD_SYMBOL_LENGTH * 2) return chord
  if (cache.size >= CACHE_SIZE) cache.clear()
  cache.set(symbol, chord)
  return chord
}

function read(symbol: string): ParsedChord | undefined {
  const text = tidy(symbol)
  if (!text || text.length > MAX_CHORD_SYMBOL_LENGTH || /\s/.test(text)) return undefined
  // The bass follows the last slash, so "C6/9/E" is a 6/9 chord over E.
  const slashAt = text.lastIndexOf('/')
  const tail = slashAt > 0 ? capitalized(text.slice(slashAt + 1)) : ''
  const bass = NOTE_NAME.test(tail) ? tail : ''
  const [root, quality, otherBass] = tokenize(bass ? text.slice(0, slashAt) : text)
  if (!NOTE_NAME.test(root) || otherBass) return undefined
  const type = getChordType(quality)
  if (type.empty) return undefined
  // Built on the root alone: tonal lists a slash chord's notes from the bass up.
  const chord = getChord(quality, root)
  if (chord.empty) return undefined
  // A bass on the root's own pitch ("C/C", "C#/Db") adds nothing to the chord.
  const slash = bass && getNote(bass).chroma !== getNote(root).chroma ? bass : undefined
  return Object.freeze({
    symbol: `${root}${quality}${slash ? `/${slash}` : ''}`,
    root,
    quality,
    type: type.aliases[0] ?? quality,
    typeName: type.name,
    family: familyOf(type.intervals),
    bass: slash,
    notes: Object.freeze([...chord.notes]),
    intervals: Object.freeze([...type.intervals]),
  })
}

export const isChord = (symbol: string): boolean => parseChord(symbol) !== undefined

/** The tidied symbol ("am7" → "Am7", "C♯m" → "C#m"), or undefined for a non-chord. */
export const tidyChord = (symbol: string): string | undefined => parseChord(symbol)?.symbol

/**
 * The chord in words for labels and screen readers, from tonal's type names:
 * "F#m7b5" → "F sharp half-diminished", "C/E" → "C major over E".
 */
export function chordName(symbol: string): string | undefined {
  const chord = parseChord(symbol)
  if (!chord) return undefined
  // tonal leaves rarer types unnamed ("add9"); the suffix as written reads well enough there.
  const kind = chord.typeName || chord.quality
  const over = chord.bass ? ` over ${noteWords(chord.bass)}` : ''
  return `${noteWords(chord.root)} ${kind}${over}`
}

/** The pitch classes (0 = C) a chord sounds, the bass included. */
export function chordPitchClasses(chord: ParsedChord): number[] {
  const notes = chord.bass ? [chord.bass, ...chord.notes] : chord.notes
  return [...new Set(notes.map((note) => getNote(note).chroma))]
}
