import { expandHits, type Hit } from '../hits'
import type { EngineEvent, InstrumentName } from '../types'
import { STYLES } from './style-book'
import type { StyleId } from './style-ids'
import {
  type BarPattern,
  type BassHit,
  type CompHit,
  DRUM,
  type NotePick,
  type Style,
} from './style-types'

// A style applied to a song: the chord changes become what the band plays, as hits in beats from
// the song's start, for the player and the MIDI file alike. Pure: no audio here.

export type ArrangeOptions = {
  instrument: InstrumentName
  /** The song's style, and any bar's own (by played-bar index; a section's override). */
  style: StyleId
  barStyles?: readonly (StyleId | undefined)[]
  beatsPerBar: number
  /** The beats to play: from a bar line to a bar line (end exclusive). */
  from: number
  to: number
}

/** The lowest bass note: the bass sits from A1 to G#2, where a bass guitar's roots lie. */
export const BASS_FLOOR_MIDI = 33
/** A drum hit's length in the MIDI file, in beats (the kit's sounds ring as they will). */
export const DRUM_BEATS = 0.25
const EPSILON = 1e-6

export function arrange(events: readonly EngineEvent[], options: ArrangeOptions): Hit[] {
  const { beatsPerBar, from, to } = options
  const spans = [...events].sort((a, b) => a.beat - b.beat)
  const hits: Hit[] = []
  const firstBar = Math.floor(from / beatsPerBar + EPSILON)
  const lastBar = Math.ceil(to / beatsPerBar - EPSILON)
  let run: { style: StyleId; start: number } | undefined
  const endRun = (end: number) => {
    if (run && STYLES[run.style].id === 'block') {
      const strum = options.instrument === 'piano' ? 'sustain' : 'strum'
      const held = expandHits(spans, strum, { from: run.start, to: end, beatsPerBar })
      hits.push(...held.map((hit): Hit => ({ ...hit, part: 'chords' })))
    }
  }
  for (let bar = firstBar; bar < lastBar; bar += 1) {
    const style = options.barStyles?.[bar] ?? options.style
    const start = Math.max(from, bar * beatsPerBar)
    if (run?.style !== style) {
      endRun(start)
      run = { style, start }
    }
    if (style !== 'block') hits.push(...arrangeBar(spans, STYLES[style], bar, options))
  }
  endRun(to)
  // Nothing rings past the end: a loop starts again there.
  return hits
    .map((hit) => (hit.end > to ? { ...hit, end: to } : hit))
    .sort((a, b) => a.start - b.start)
}

function arrangeBar(
  spans: readonly EngineEvent[],
  style: Style,
  bar: number,
  options: ArrangeOptions,
): Hit[] {
  const { beatsPerBar, instrument } = options
  const barStart = bar * beatsPerBar
  const barEnd = Math.min(barStart + beatsPerBar, options.to)
  const lower = Math.max(barStart, options.from)
  const pattern = barPattern(style, beatsPerBar)
  const time = (at: number) => barStart + (style.swing ? swung(at) : at)
  const inBar = (t: number) => t >= lower - EPSILON && t < barEnd - EPSILON
  const spanAt = (t: number) =>
    spans.find((span) => span.beat <= t + EPSILON && t < span.beat + span.beats - EPSILON)
  const hits: Hit[] = []

  const comp = instrument === 'piano' ? pattern.piano : pattern.strings
  for (const hit of comp) {
    const t = time(hit.at)
    const span = inBar(t) ? spanAt(t) : undefined
    if (span) hits.push(compHit(hit, t, span))
  }

  const bassTimes: number[] = []
  for (const hit of pattern.bass) {
    const t = time(hit.at)
    const span = inBar(t) ? spanAt(t) : undefined
    if (!span) continue
    bassTimes.push(t)
    hits.push(bassHit(hit, t, span, { spanAt, bar, beatsPerBar }))
  }
  // The bass always marks a chord change, even one off the pattern's notes.
  for (const span of spans) {
    const t = Math.max(span.beat, lower)
    // A chord ringing on from an earlier bar is no change, except where playback starts.
    if (span.beat < lower - EPSILON && lower > options.from + EPSILON) continue
    if (!inBar(t) || bassTimes.some((other) => Math.abs(other - t) < EPSILON)) continue
    const next = bassTimes.filter((other) => other > t).sort((a, b) => a - b)[0] ?? barEnd
    const change = { at: 0, length: next - t, level: 0.85, degree: 'bass' } as const
    hits.push(bassHit(change, t, span, { spanAt, bar, beatsPerBar }))
  }

  const sounding = spans.some((span) => span.beat < barEnd && span.beat + span.beats > lower)
  if (sounding) {
    for (const hit of pattern.drums) {
      const t = time(hit.at)
      if (!inBar(t)) continue
      hits.push({
        part: 'drums',
        start: t,
        end: Math.min(t + DRUM_BEATS, options.to),
        midi: [DRUM[hit.drum]],
        level: hit.level,
      })
    }
  }
  return hits
}

/** The pattern for a metre: 3 and 4 beats as written; others cut from the four-beat bar. */
export function barPattern(style: Style, beatsPerBar: number): BarPattern {
  if (beatsPerBar === 3) return style.three
  if (beatsPerBar === 4) return style.four
  const cut = <T extends { at: number }>(list: readonly T[]): T[] =>
    Array.from({ length: Math.ceil(beatsPerBar / 4) }, (_, chunk) =>
      list.map((hit) => ({ ...hit, at: hit.at + chunk * 4 })),
    )
      .flat()
      .filter((hit) => hit.at < beatsPerBar - EPSILON)
  const { piano, strings, bass, drums } = style.four
  return { piano: cut(piano), strings: cut(strings), bass: cut(bass), drums: cut(drums) }
}

/** An off-beat eighth played as the last of a triplet: swing. */
export function swung(at: number): number {
  const whole = Math.floor(at + EPSILON)
  return Math.abs(at - whole - 0.5) < EPSILON ? whole + 2 / 3 : at
}

function compHit(hit: CompHit, t: number, span: EngineEvent): Hit {
  return {
    part: 'chords',
    start: t,
    end: Math.min(t + hit.length, span.beat + span.beats),
    midi: pick(span.midi, hit.notes ?? 'all'),
    level: hit.level,
    ...(hit.strum ? { strum: hit.strum } : {}),
  }
}

/** The notes of a voicing a hit plays; a place past the top (or bottom) is the top (bottom) note. */
export function pick(midi: readonly number[], notes: NotePick): number[] {
  if (notes === 'all') return [...midi]
  if (notes === 'upper') return midi.length > 2 ? midi.slice(1) : [...midi]
  const index = notes >= 0 ? Math.min(notes, midi.length - 1) : Math.max(0, midi.length + notes)
  const note = midi[index]
  return note === undefined ? [] : [note]
}

type BassContext = {
  spanAt: (t: number) => EngineEvent | undefined
  bar: number
  beatsPerBar: number
}

function bassHit(hit: BassHit, t: number, span: EngineEvent, context: BassContext): Hit {
  const spanEnd = span.beat + span.beats
  const end = Math.min(t + hit.length, spanEnd)
  return {
    part: 'bass',
    start: t,
    end,
    midi: [bassPitch(hit, t, end, span, context)],
    level: hit.level,
  }
}

function bassPitch(
  hit: BassHit,
  t: number,
  end: number,
  span: EngineEvent,
  { spanAt, bar, beatsPerBar }: BassContext,
): number {
  const { tones, bass } = harmony(span)
  const low = atOrAbove(bass, BASS_FLOOR_MIDI)
  const above = (pitchClass: number) => atOrAbove(pitchClass, low + 1)
  const root = tones[0] ?? bass
  const fifth = above(tones[2] ?? (root + 7) % 12)
  switch (hit.degree) {
    case 'bass':
      return low
    case 'fifth':
      return fifth
    case 'third':
      return above(tones[1] ?? (root + 4) % 12)
    case 'octave':
      return low + 12
    case 'alternate':
      return (bar - Math.floor(span.beat / beatsPerBar + EPSILON)) % 2 === 0 ? low : fifth
    case 'approach': {
      const next = spanAt(end)
      const changes = next && next !== span && Math.abs(next.beat - end) < EPSILON
      if (!changes || t + EPSILON >= end) return fifth
      return atOrAbove(harmony(next).bass, BASS_FLOOR_MIDI) - 1
    }
  }
}

/** The chord's pitch classes and bass, from the event or, failing that, its voicing. */
export function harmony(span: EngineEvent): { tones: readonly number[]; bass: number } {
  const tones = span.tones ?? [...new Set(span.midi.map((note) => note % 12))]
  return { tones, bass: span.bass ?? tones[0] ?? 0 }
}

const atOrAbove = (pitchClass: number, floor: number) =>
  floor + ((((pitchClass - floor) % 12) + 12) % 12)
