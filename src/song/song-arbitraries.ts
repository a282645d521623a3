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

const wordsArbitrary = fc.oneof(
  fc.constant(''),
  fc.string({ maxLength: 24 }),
  fc.constantFrom('Hello ', 'dark-', 'ness ', 'my old ', 'friend', 'Hel', 'lo'),
)

const chordsArbitrary = (beats: number) =>
  fc.oneof(fc.tuple(slotArbitrary), fc.array(slotArbitrary, { minLength: beats, maxLength: beats }))

/** A bar without its id (given once the whole song is drawn, so ids are unique). */
const barArbitrary = (beats: number): fc.Arbitrary<Omit<Bar, 'id'>> =>
  chordsArbitrary(beats).chain((chords) =>
    fc.record({
      chords: fc.constant(chords),
      // Words only where a chord starts (or on beat 1), as the decoder keeps them.
      words: fc.tuple(
        ...chords.map((slot, i) => (i === 0 || slot !== '' ? wordsArbitrary : fc.constant(''))),
      ),
      lineEnd: fc.boolean(),
    }),
  )

const sectionArbitrary = (beats: number) =>
  fc.record(
    {
      label: fc.string({ maxLength: LABEL_MAX_LENGTH }),
      repeat: fc.integer({ min: 1, max: REPEAT_MAX }),
      style: styleArbitrary,
      bars: fc.array(barArbitrary(beats), { maxLength: 8 }),
    },
    { requiredKeys: ['label', 'repeat', 'bars'] },
  )

/** Ids like the editor's: eight characters, never the shape of the ids a place gives. */
const idArbitrary = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
  minLength: 8,
  maxLength: 8,
})

type Unnumbered = Omit<SongDocument, 'sections'> & {
  sections: (Omit<Section, 'id' | 'bars'> & { bars: Omit<Bar, 'id'>[] })[]
}

/** Gives each section and bar one of `ids`, in document order. */
function numbered(document: Unnumbered, ids: string[]): SongDocument {
  let next = 0
  const id = () => ids[next++] ?? `missing${next}`
  return {
    ...document,
    sections: document.sections.map((section) => ({
      id: id(),
      ...section,
      bars: section.bars.map((bar) => ({ id: id(), ...bar })),
    })),
  }
}

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

const unnumberedArbitrary: fc.Arbitrary<Unnumbered> = fc
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

/** Any valid SongDocument: what decodeSong may return. */
export const songDocumentArbitrary: fc.Arbitrary<SongDocument> = unnumberedArbitrary.chain(
  (document) => {
    const count = document.sections.reduce((sum, section) => sum + 1 + section.bars.length, 0)
    return fc
      .uniqueArray(idArbitrary, { minLength: count, maxLength: count })
      .map((ids) => numbered(document, ids))
  },
)

/** A valid song as version 1 stored it: chords only, no ids. */
export const versionOneRecordArbitrary = unnumberedArbitrary.map((document) => {
  const { beats, unit } = document.timeSignature
  return {
    document,
    record: {
      name: document.name,
      bpm: document.bpm,
      timesignature: `${beats}/${unit}`,
      instrument: document.instrument,
      key: document.key,
      tags: document.tags.length ? document.tags : null,
      description: document.description,
      version: 1,
      tablecontent: document.sections.map((section) => section.bars.map((bar) => bar.chords)),
      labelcontent: document.sections.map(({ label, repeat, style }) =>
        style ? { label, repeat, style } : { label, repeat },
      ),
      playback: { style: document.style, mix: document.mix },
    },
  }
})
