import { get as getNote } from '@tonaljs/note'
import { GUITAR_SHAPES, UKULELE_SHAPES } from '@/content/fretted-shapes'
import { QUALITIES, type QualityId } from './chord-catalog'
import { type ParsedChord, parseChord } from './chord-symbol'
import {
  bestShape,
  type Instrument as FrettedInstrument,
  type FrettedShape,
  GUITAR,
  shapeNotes,
  UKULELE,
} from './fretted'

// How an instrument plays a chord symbol: the one voicing that both the chord diagram draws and
// the speaker plays. Guitar and ukulele use the learn pages' real shapes (an open C is x32010),
// a slash bass fretted on a low string where the hand reaches it; the piano (and a fretted chord
// with no shape) is stacked the way a player would: a bass note, then the chord tones above it.

export type VoicedInstrument = 'piano' | 'guitar' | 'ukulele'

/** By the song document's instrument number: 0 piano, 1 guitar, 2 ukulele. */
export const INSTRUMENTS: readonly VoicedInstrument[] = ['piano', 'guitar', 'ukulele']

export type ChordShape = {
  instrument: FrettedInstrument
  shape: FrettedShape
  /** True when the exact chord has no shape and a simpler one of its family stands in. */
  simplified: boolean
}

export type ChordVoicing = {
  /** The notes sounded, ascending (MIDI, C4 = 60). */
  midi: number[]
  /** The fretted shape those notes come from, for guitar and ukulele when there is one. */
  shape?: ChordShape
}

type Range = {
  bassFloor: number
  upperFloor: number
  ceiling: number
  maxNotes: number
  /** Whether the bass's note may sound again above it (four strings have no note to spare). */
  doubleBass: boolean
}

// MIDI ranges (C4 = 60): the piano's left hand from G2 under a right hand from G3 (around middle C);
// the guitar from its low E (40) up; the ukulele (re-entrant G C E A) from middle C, four strings.
const RANGES: Record<VoicedInstrument, Range> = {
  piano: { bassFloor: 43, upperFloor: 55, ceiling: 84, maxNotes: 7, doubleBass: true },
  guitar: { bassFloor: 40, upperFloor: 47, ceiling: 76, maxNotes: 6, doubleBass: true },
  ukulele: { bassFloor: 60, upperFloor: 60, ceiling: 81, maxNotes: 4, doubleBass: false },
}

const FRETTED = {
  guitar: { shapes: GUITAR_SHAPES, instrument: GUITAR },
  ukulele: { shapes: UKULELE_SHAPES, instrument: UKULELE },
} as const

/** tonal's type aliases that differ from our catalogue's symbols. */
const ALIASES: Record<string, QualityId> = {
  M: 'major',
  '': 'major',
  m: 'minor',
  o7: 'dim7',
  sus: 'sus4',
  '6add9': '69',
  'm/ma7': 'mMaj7',
  'maj#4': 'maj7#11',
}
const BY_FAMILY: Record<string, QualityId> = {
  major: 'major',
  minor: 'minor',
  diminished: 'dim',
  'half-diminished': 'm7b5',
  augmented: 'aug',
  suspended: 'sus4',
  power: 'major',
}

/** The catalogue quality of a chord (exact), or failing that its family's triad (simplified). */
function qualities(chord: ParsedChord): { exact?: QualityId; family: QualityId } {
  const exact =
    QUALITIES.find((quality) => quality.symbol === chord.quality || quality.symbol === chord.type)
      ?.id ?? ALIASES[chord.type]
  return { exact, family: BY_FAMILY[chord.family] ?? 'major' }
}

function frettedShape(
  chord: ParsedChord,
  instrument: 'guitar' | 'ukulele',
): ChordShape | undefined {
  const { shapes, instrument: fretted } = FRETTED[instrument]
  const { exact, family } = qualities(chord)
  const found = exact && bestShape(shapes[exact] ?? [], chord.root)
  if (found) return { instrument: fretted, shape: found, simplified: false }
  const fallback = bestShape(
    shapes[family === 'minor' ? 'minor' : family] ?? shapes.major ?? [],
    chord.root,
  )
  return fallback ? { instrument: fretted, shape: fallback, simplified: true } : undefined
}

/** How far a hand stretches from a shape's lowest fretted note, in frets. */
const REACH_FRETS = 3

/**
 * The shape with a slash bass at the bottom: fretted on one of the two lowest strings where the
 * hand reaches it (C/E is 032010), else the strings below the lowest one that sounds it muted.
 */
function withBass(found: ChordShape, bass: number): ChordShape {
  const { shape, instrument } = found
  const tuning = instrument.tuning
  const sounds = (string: number, fret: number) => ((tuning[string] ?? 0) + fret) % 12 === bass
  const fretted = shape.frets.filter((fret) => fret > 0)
  const low = fretted.length ? Math.min(...fretted) : 0
  const high = fretted.length ? Math.max(...fretted) : 0
  // Re-entrant tuning has no low strings to put a bass on.
  const lowStrings = instrument.name === 'guitar' ? [0, 1] : []
  for (const string of lowStrings) {
    const fret = (((bass - (tuning[string] ?? 0)) % 12) + 12) % 12
    const reach =
      fret === 0
        ? !shape.barre
        : fret >= Math.max(low - 1, shape.barre ?? 0) &&
          fret <= low + REACH_FRETS &&
          fret <= high + 1
    if (!reach) continue
    const frets = shape.frets.map((f, i) => (i < string ? -1 : i === string ? fret : f))
    return { ...found, shape: { ...shape, frets } }
  }
  const lowest = shape.frets.findIndex((fret, string) => fret >= 0 && sounds(string, fret))
  if (lowest > 0 && shape.frets.filter((fret, i) => fret >= 0 && i >= lowest).length >= 3) {
    const frets = shape.frets.map((fret, i) => (i < lowest ? -1 : fret))
    return { ...found, shape: { ...shape, frets } }
  }
  return lowest === 0 ? found : { ...found, simplified: true }
}

/** The lowest MIDI note of a pitch class at or above `floor`. */
const atOrAbove = (pitchClass: number, floor: number) =>
  floor + ((((pitchClass - floor) % 12) + 12) % 12)

// With too many tones for the hands or strings, the fifth goes first, then the top extensions.
function upperTones(chord: ParsedChord, bass: string, range: Range): string[] {
  const room = range.maxNotes - 1
  const tones = chord.notes.filter(
    (note) => range.doubleBass || getNote(note).chroma !== getNote(bass).chroma,
  )
  if (tones.length <= room) return tones
  const fifth = chord.notes[chord.intervals.indexOf('5P')]
  return tones.filter((note) => note !== fifth).slice(0, room)
}

function stacked(chord: ParsedChord, instrument: VoicedInstrument): number[] {
  const range = RANGES[instrument]
  const bassNote = chord.bass ?? chord.root
  const bass = atOrAbove(getNote(bassNote).chroma, range.bassFloor)
  const upper = upperTones(chord, bassNote, range)
  const notes = [bass]
  let previous = Math.max(bass, range.upperFloor - 1)
  for (const note of upper) {
    let midi = atOrAbove(getNote(note).chroma, previous + 1)
    // Past the top of the range, fold back an octave rather than leave the instrument.
    while (midi > range.ceiling && midi - 12 > bass) midi -= 12
    notes.push(midi)
    previous = midi
  }
  return [...new Set(notes)].sort((a, b) => a - b)
}

const shapeMidi = ({ shape, instrument }: ChordShape) =>
  shapeNotes(instrument, shape.frets).sort((a, b) => a - b)

/** The voicing an instrument plays for a chord symbol; undefined for a symbol that is no chord. */
export function chordVoicing(
  symbol: string,
  instrument: VoicedInstrument,
): ChordVoicing | undefined {
  const chord = parseChord(symbol)
  if (!chord) return undefined
  if (instrument !== 'piano') {
    const found = frettedShape(chord, instrument)
    const shape = found && chord.bass ? withBass(found, getNote(chord.bass).chroma) : found
    if (shape) return { midi: shapeMidi(shape), shape }
  }
  return { midi: stacked(chord, instrument) }
}

/** MIDI notes (ascending) the instrument plays for a chord; [] for a symbol that is no chord. */
export function voiceChord(symbol: string, instrument: VoicedInstrument): number[] {
  return chordVoicing(symbol, instrument)?.midi ?? []
}

/** The chord's pitch classes (root first) and the one its bass plays (a slash bass, else the root). */
export function chordHarmony(symbol: string): { tones: number[]; bass: number } | undefined {
  const chord = parseChord(symbol)
  if (!chord) return undefined
  const tones = chord.notes.map((note) => getNote(note).chroma)
  return { tones, bass: getNote(chord.bass ?? chord.root).chroma }
}
