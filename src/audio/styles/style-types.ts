import type { StyleId } from './style-ids'

// A style as data: where in a bar the chords, the bass and the drums play. Times are in beats from
// the bar's start (a beat is one slot of the time signature); levels are 0–1.

/** General MIDI percussion keys: the MIDI export writes them as they are, the kit plays them. */
export const DRUM = {
  kick: 36,
  sideStick: 37,
  snare: 38,
  closedHat: 42,
  pedalHat: 44,
  openHat: 46,
  ride: 51,
  shaker: 70,
} as const
export type DrumName = keyof typeof DRUM
export type DrumKey = (typeof DRUM)[DrumName]

/**
 * Which notes of the chord's voicing a hit plays: all of them, all but the lowest, or one note by
 * its place from the bottom (0 the lowest; -1 the highest).
 */
export type NotePick = 'all' | 'upper' | number

export type CompHit = {
  at: number
  /** How long it rings at most, in beats; a chord change damps it sooner. */
  length: number
  level: number
  /** A strum from the low string up (down) or from the high string down (up). */
  strum?: 'down' | 'up'
  notes?: NotePick
}

/**
 * The bass's note: the chord's bass (the slash bass when there is one), the root's fifth or
 * third, the octave above, or an approach: a semitone below the next chord's bass (when the chord
 * changes next; otherwise the fifth), or alternate: the bass in the chord's first bar, the fifth
 * in its second, and so on.
 */
export type BassDegree = 'bass' | 'fifth' | 'third' | 'octave' | 'approach' | 'alternate'

export type BassHit = { at: number; length: number; level: number; degree: BassDegree }

export type DrumHit = { at: number; drum: DrumName; level: number }

/** One bar of a style in one metre. */
export type BarPattern = {
  piano: readonly CompHit[]
  /** Guitar and ukulele. */
  strings: readonly CompHit[]
  bass: readonly BassHit[]
  drums: readonly DrumHit[]
}

export type Style = {
  id: StyleId
  /** Off-beat eighths are played late, as triplets (swing feel). */
  swing?: boolean
  /** A bar of four beats (and the pattern other metres are cut from) and a bar of three. */
  four: BarPattern
  three: BarPattern
}
