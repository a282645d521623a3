import { get as getChordType } from '@tonaljs/chord-type'
import { get as getNote } from '@tonaljs/note'
import { GUITAR_SHAPES, UKULELE_SHAPES } from '@/content/fretted-shapes'
import { QUALITIES, type QualityId } from './chord-catalog'
import { type ParsedChord, parseChord } from './chord-symbol'
import { bestShape, GUITAR, type ShapeSource, UKULELE } from './fretted'

// The MIDI notes an instrument plays for a chord symbol. Guitar and ukulele use the learn pages'
// real shapes where one exists (an open C sounds x32010); anything else is stacked in the
// instrument's range the way a player would: a bass note, then the chord tones above it.

export type VoicedInstrument = 'piano' | 'guitar' | 'ukulele'

/** By the song document's instrument number: 0 piano, 1 guitar, 2 ukulele. */
export const INSTRUMENTS: readonly VoicedInstrument[] = ['piano', 'guitar', 'ukulele']

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

const SHAPES = { guitar: [GUITAR_SHAPES, GUITAR], ukulele: [UKULELE_SHAPES, UKULELE] } as const

const sameIntervals = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((interval) => b.includes(interval))

let qualityIntervals: { id: QualityId; intervals: string[] }[] | undefined

// The catalog quality with exactly the chord's intervals: the learn pages have shapes for those.
function shapeSources(chord: ParsedChord, instrument: 'guitar' | 'ukulele'): ShapeSource[] {
  qualityIntervals ??= QUALITIES.map((q) => ({
    id: q.id,
    intervals: getChordType(q.symbol).intervals,
  }))
  const quality = qualityIntervals.find((q) => sameIntervals(q.intervals, chord.intervals))
  return (quality && SHAPES[instrument][0][quality.id]) ?? []
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

/** MIDI notes (ascending) the instrument plays for a chord; [] for a symbol that is no chord. */
export function voiceChord(symbol: string, instrument: VoicedInstrument): number[] {
  const chord = parseChord(symbol)
  if (!chord) return []
  if (instrument !== 'piano' && !chord.bass) {
    const shape = bestShape(shapeSources(chord, instrument), chord.root)
    const tuning = SHAPES[instrument][1].tuning
    if (shape) {
      return shape.frets
        .flatMap((fret, string) => (fret < 0 ? [] : [(tuning[string] ?? 0) + fret]))
        .sort((a, b) => a - b)
    }
  }
  return stacked(chord, instrument)
}
