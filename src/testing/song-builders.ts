import { DEFAULT_MIX } from '@/audio/mix'
import { positionId } from '@/song/ids'
import type { Bar, Section, Slot, SongDocument } from '@/song/types'

// Songs for tests, written as chord lists. Ids are those of each place, as the decoder gives a
// version-1 song, so a built song equals the same song decoded.

export type BarSpec = Slot[] | { chords: Slot[]; words?: string[]; lineEnd?: boolean }
export type SectionSpec = { label: string; repeat?: number; bars: BarSpec[] }

export function buildBar(spec: BarSpec, section: number, bar: number): Bar {
  const { chords, words, lineEnd } = Array.isArray(spec) ? { chords: spec } : spec
  return {
    id: positionId(section, bar),
    chords: [...chords],
    words: chords.map((_, i) => words?.[i] ?? ''),
    lineEnd: lineEnd ?? false,
  }
}

export function buildSection(spec: SectionSpec, section: number): Section {
  return {
    id: positionId(section),
    label: spec.label,
    repeat: spec.repeat ?? 1,
    bars: spec.bars.map((bar, i) => buildBar(bar, section, i)),
  }
}

export const buildSections = (specs: SectionSpec[]): Section[] => specs.map(buildSection)

/**
 * A whole song for tests: the plain settings a new song has (4/4 at 90 bpm, piano, block chords, no
 * key, tags or description, no sections), with what a test cares about given in `fields`.
 */
export const buildSong = (fields: Partial<SongDocument> = {}): SongDocument => ({
  name: 'Test song',
  bpm: 90,
  timeSignature: { beats: 4, unit: 4 },
  instrument: 0,
  key: '',
  tags: [],
  description: '',
  style: 'block',
  mix: DEFAULT_MIX,
  sections: [],
  ...fields,
})

/** The chords of each bar of each section: what a test of chords alone compares. */
export const chordGrid = (sections: readonly Section[]): Slot[][][] =>
  sections.map((section) => section.bars.map((bar) => bar.chords))

/** Each section as [label, repeat, chords of each bar]: what a test of an import compares. */
export const labelsAndChords = (sections: readonly Section[]) =>
  sections.map((section) => [section.label, section.repeat, chordGrid([section])[0]] as const)
