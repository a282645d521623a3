import { pitchClassOf } from './chord-catalog'

// Chord shapes on fretted instruments: sliding a movable shape up the neck gives every root.

export type Instrument = {
  name: 'guitar' | 'ukulele'
  /** Open strings as MIDI numbers, lowest-drawn string first. */
  tuning: number[]
  /** Names of the open strings, same order. */
  strings: string[]
}

export const GUITAR: Instrument = {
  name: 'guitar',
  tuning: [40, 45, 50, 55, 59, 64],
  strings: ['E', 'A', 'D', 'G', 'B', 'E'],
}

export const UKULELE: Instrument = {
  name: 'ukulele',
  tuning: [67, 60, 64, 69],
  strings: ['G', 'C', 'E', 'A'],
}

export type ShapeSource = { root: string; frets: number[]; movable: boolean }

export type FrettedShape = {
  /** One entry per string, -1 = muted, 0 = open. */
  frets: number[]
  /** The fret a barre lies across, when a movable shape's open strings moved up. */
  barre?: number
  /** The chord tone on the lowest string when it is not the root (a guitar inversion). */
  bass?: string
}

/** The highest fret a shape may reach before we call it unplayable for a learner. */
export const MAX_FRET = 12

/** The MIDI notes a shape sounds, lowest-drawn string first. */
export function shapeNotes(instrument: Instrument, frets: number[]): number[] {
  return frets.flatMap((fret, string) =>
    fret < 0 ? [] : [(instrument.tuning[string] ?? 0) + fret],
  )
}

/** The pitch classes a shape sounds (0 = C). */
export function soundingPitchClasses(instrument: Instrument, frets: number[]): number[] {
  return shapeNotes(instrument, frets).map((midi) => midi % 12)
}

function slide(source: ShapeSource, shift: number): FrettedShape | undefined {
  const frets = source.frets.map((fret) => (fret < 0 ? fret : fret + shift))
  if (Math.max(...frets) > MAX_FRET) return undefined
  const openStrings = source.frets.filter((fret) => fret === 0).length
  return shift > 0 && openStrings >= 2 ? { frets, barre: shift } : { frets }
}

const highest = (shape: FrettedShape) => Math.max(...shape.frets)

/**
 * The easiest shape for a root: an open-position shape when one exists for exactly this root,
 * else the movable shape that lands lowest on the neck. Undefined when there is none.
 */
export function bestShape(sources: ShapeSource[], root: string): FrettedShape | undefined {
  const target = pitchClassOf(root)
  const candidates = sources.flatMap((source) => {
    const shift = (((target - pitchClassOf(source.root)) % 12) + 12) % 12
    if (!source.movable && shift !== 0) return []
    const shape = slide(source, shift)
    return shape ? [{ shape, open: shift === 0 }] : []
  })
  candidates.sort((a, b) => Number(b.open) - Number(a.open) || highest(a.shape) - highest(b.shape))
  return candidates[0]?.shape
}

/** "x32010": the usual way to write a shape, lowest string first (frets above 9 in brackets). */
export function shapeCode(shape: FrettedShape): string {
  return shape.frets
    .map((fret) => (fret < 0 ? 'x' : fret > 9 ? `(${fret})` : String(fret)))
    .join('')
}
