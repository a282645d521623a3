import fc from 'fast-check'
import { STYLE_IDS } from '@/audio/styles/style-ids'
import { tidyChord } from '@/music/chord-symbol'
import { keyToString } from '@/music/key-name'
import { MAJOR_TONICS, MINOR_TONICS } from '@/music/keys'
import {
  DESCRIPTION_MAX_LENGTH,
  LABEL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  REPEAT_MAX,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  TIME_SIGNATURE_UNITS,
} from './limits'
import type { Bar, Instrument, Section, SongDocument } from './types'

const styleArbitrary = fc.constantFrom(...STYLE_IDS)
const channelArbitrary = fc.record({
  volume: fc.double({ min: 0, max: 1, noNaN: true }),
  muted: fc.boolean(),
})

// fast-check generators of valid song documents, for the property tests (tests only).

const ROOTS = ['C', 'C#', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B', 'Cb']
const QUALITIES = [
  '',
  'm',
  '7',
  'maj7',
  'm7',
  'm7b5',
  'dim7',
  'sus4',
  'add9',
  '7#9',
  '6/9',
  'maj9',
  'Δ',
  'aug',
]

export const chordArbitrary = fc
  .tuple(
    fc.constantFrom(...ROOTS),
    fc.constantFrom(...QUALITIES),
    fc.option(fc.constantFrom(...ROOTS)),
  )
  // Tidied as the decoder stores it (C#/Db is C#).
  .map(([root, quality, bass]) => {
    const symbol = `${root}${quality}${bass ? `/${bass}` : ''}`
    return tidyChord(symbol) ?? symbol
  })

const slotArbitrary = fc.oneof(fc.constant(''), chordArbitrary)

const barArbitrary = (beats: number): fc.Arbitrary<Bar> =>
  fc.oneof(fc.tuple(slotArbitrary), fc.array(slotArbitrary, { minLength: beats, maxLength: beats }))

const sectionArbitrary = (beats: number): fc.Arbitrary<Section> =>
  fc.record(
    {
      label: fc.string({ maxLength: LABEL_MAX_LENGTH }),
      repeat: fc.integer({ min: 1, max: REPEAT_MAX }),
      style: styleArbitrary,
      bars: fc.array(barArbitrary(beats), { maxLength: 8 }),
    },
    { requiredKeys: ['label', 'repeat', 'bars'] },
  )

const keyArbitrary = fc.oneof(
  fc.constant(''),
  fc.constantFrom(...MAJOR_TONICS.map((tonic) => keyToString({ tonic, mode: 'major' }))),
  fc.constantFrom(...MINOR_TONICS.map((tonic) => keyToString({ tonic, mode: 'minor' }))),
)

const tagsArbitrary = fc.uniqueArray(
  fc
    .string({ minLength: 1, maxLength: TAG_MAX_LENGTH })
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0),
  { maxLength: TAGS_MAX },
)

/** Any valid SongDocument: what decodeSong may return. */
export const songDocumentArbitrary: fc.Arbitrary<SongDocument> = fc
  .record({
    beats: fc.integer({ min: 1, max: 16 }),
    unit: fc.constantFrom(...TIME_SIGNATURE_UNITS),
  })
  .chain((timeSignature) =>
    fc.record({
      name: fc.string({ maxLength: NAME_MAX_LENGTH }),
      bpm: fc.integer({ min: 20, max: 300 }),
      timeSignature: fc.constant(timeSignature),
      instrument: fc.constantFrom<Instrument>(0, 1, 2),
      key: keyArbitrary,
      tags: tagsArbitrary,
      description: fc.string({ maxLength: Math.min(DESCRIPTION_MAX_LENGTH, 300) }),
      style: styleArbitrary,
      mix: fc.record({
        chords: channelArbitrary,
        bass: channelArbitrary,
        drums: channelArbitrary,
        metronome: channelArbitrary,
      }),
      sections: fc.array(sectionArbitrary(timeSignature.beats), { maxLength: 6 }),
    }),
  )
