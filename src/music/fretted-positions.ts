import chordDb from 'virtual:chord-db'
import { GUITAR_SHAPES, UKULELE_SHAPES } from '@/content/fretted-shapes'
import type { ChordSpec } from './chord-catalog'
import { CHORD_DB_SUFFIX } from './chord-db-suffixes'
import type { ChordFacts } from './chord-theory'
import { bestShape, type FrettedShape, type Instrument, soundingPitchClasses } from './fretted'

/** The most positions a page shows for one instrument, the easiest first. */
export const MAX_POSITIONS = 3

const HAND_WRITTEN = { guitar: GUITAR_SHAPES, ukulele: UKULELE_SHAPES }

function decode(position: string): FrettedShape {
  const [frets = '', barre] = position.split(';')
  const shape = { frets: frets.split(',').map(Number) }
  return barre === undefined ? shape : { ...shape, barre: Number(barre) }
}

/**
 * How hard a position is for a learner: a barre and a high or wide hand cost more, so open
 * chords come first.
 */
function effort({ frets, barre, bass }: FrettedShape): number {
  const fretted = frets.filter((fret) => fret > 0)
  const highest = Math.max(0, ...fretted)
  const span = fretted.length ? highest - Math.min(...fretted) : 0
  return highest + span + (barre === undefined ? 0 : 4) + (bass === undefined ? 0 : 3)
}

/** A guitar shape whose lowest string is not the root names the note it puts in the bass. */
function withBass(instrument: Instrument, shape: FrettedShape, facts: ChordFacts): FrettedShape {
  if (instrument.name !== 'guitar') return shape
  const lowest = soundingPitchClasses(instrument, shape.frets)[0]
  const tone = facts.tones.find((t) => t.pitchClass === lowest)
  return tone && tone !== facts.tones[0] ? { ...shape, bass: tone.note } : shape
}

// Tones a shape may leave out: the fifth always; the ninth and eleventh in the biggest chords.
const MAY_OMIT = new Set(['5P', '9M', '11P'])

/** A shape plays the chord when it sounds only chord tones, and all of them but those players leave out. */
export function fitsChord(instrument: Instrument, frets: number[], facts: ChordFacts): boolean {
  const sounding = soundingPitchClasses(instrument, frets)
  const heard = new Set(sounding)
  const chord = new Set(facts.tones.map((tone) => tone.pitchClass))
  const big = facts.tones.length > 3
  const required = facts.tones.filter(
    ({ interval }) => interval !== '5P' && !(big && MAY_OMIT.has(interval)),
  )
  return (
    sounding.every((pitchClass) => chord.has(pitchClass)) &&
    required.every((tone) => heard.has(tone.pitchClass))
  )
}

/**
 * The chord's positions on an instrument, the easiest first: the chord database's where it has
 * the kind, else our hand-written movable shape. Empty when neither has one that fits.
 */
export function frettedPositions(
  instrument: Instrument,
  spec: ChordSpec,
  facts: ChordFacts,
): FrettedShape[] {
  const suffix = CHORD_DB_SUFFIX[spec.quality.id]
  const stored = suffix ? (chordDb[instrument.name][spec.root.pitchClass]?.[suffix] ?? []) : []
  const seen = new Set<string>()
  const positions = stored
    .map(decode)
    .filter((shape) => {
      const key = shape.frets.join(',')
      if (seen.has(key)) return false
      seen.add(key)
      return fitsChord(instrument, shape.frets, facts)
    })
    .map((shape) => withBass(instrument, shape, facts))
    .sort((a, b) => effort(a) - effort(b))
  if (positions.length) return positions.slice(0, MAX_POSITIONS)
  const sources = HAND_WRITTEN[instrument.name][spec.quality.id]
  const shape = sources && bestShape(sources, spec.root.name)
  return shape && fitsChord(instrument, shape.frets, facts)
    ? [withBass(instrument, shape, facts)]
    : []
}
