import type { BassDegree, BassHit, CompHit, DrumHit, DrumName, NotePick } from './style-types'

// Short ways to write patterns: a list of beats and what plays on each.

export const drums = (drum: DrumName, at: readonly number[], level = 0.8): DrumHit[] =>
  at.map((beat) => ({ at: beat, drum, level }))

export const strums = (
  pattern: readonly (readonly [at: number, strum: 'down' | 'up', level: number])[],
  length = 1,
): CompHit[] => pattern.map(([at, strum, level]) => ({ at, strum, level, length }))

export const chords = (
  at: readonly number[],
  length: number,
  level = 0.8,
  notes: NotePick = 'all',
) => at.map((beat): CompHit => ({ at: beat, length, level, notes }))

/** One note of the chord at each beat, by its place from the bottom, each left to ring. */
export const picks = (
  pattern: readonly (readonly [at: number, note: number])[],
  length: number,
  level = 0.7,
): CompHit[] => pattern.map(([at, note]) => ({ at, notes: note, length, level }))

export const bass = (
  pattern: readonly (readonly [at: number, degree: BassDegree])[],
  length: number,
  level = 0.9,
): BassHit[] => pattern.map(([at, degree]) => ({ at, degree, length, level }))

/** Beats 0, step, 2·step … below `beats`. */
export const every = (step: number, beats: number, offset = 0): number[] =>
  Array.from({ length: Math.round((beats - offset) / step) }, (_, i) => offset + i * step)
