import type { EngineEvent } from './types'

/** A piano holds each chord; guitar and ukulele strum it again on every beat it lasts. */
export type HitStyle = 'sustain' | 'strum'

/** Who plays a hit: the song's instrument, the bass or the drums (midi then holds drum keys). */
export type Part = 'chords' | 'bass' | 'drums'

/** One strike, in beats from the song's start; level 0–1. Without a part, it is the chords'. */
export type Hit = {
  start: number
  end: number
  midi: readonly number[]
  level: number
  part?: Part
  /** An up-strum sounds the strings from the highest down. */
  strum?: 'down' | 'up'
}

export const FIRST_STRIKE_LEVEL = 1
export const DOWNBEAT_STRUM_LEVEL = 0.85
export const BEAT_STRUM_LEVEL = 0.7

// Beats are sums of halves and quarters; this absorbs float error at bar lines.
const EPSILON = 1e-9

export type HitRange = { from: number; to: number; beatsPerBar: number }

/**
 * The strikes that sound the events between `from` and `to` (beats). A chord that began before
 * `from` still ringing there is struck at `from`, so playing from a bar never starts silent.
 */
export function expandHits(
  events: readonly EngineEvent[],
  style: HitStyle,
  { from, to, beatsPerBar }: HitRange,
): Hit[] {
  const hits: Hit[] = []
  for (const event of events) {
    const start = Math.max(event.beat, from)
    const end = Math.min(event.beat + event.beats, to)
    if (end - start <= EPSILON || event.midi.length === 0) continue
    if (style === 'sustain') {
      hits.push({ start, end, midi: event.midi, level: FIRST_STRIKE_LEVEL })
      continue
    }
    let at = start
    let level = FIRST_STRIKE_LEVEL
    while (end - at > EPSILON) {
      const next = Math.min(Math.floor(at + EPSILON) + 1, end)
      hits.push({ start: at, end: next, midi: event.midi, level })
      at = next
      level = isDownbeat(at, beatsPerBar) ? DOWNBEAT_STRUM_LEVEL : BEAT_STRUM_LEVEL
    }
  }
  return hits.sort((a, b) => a.start - b.start)
}

export function isDownbeat(beat: number, beatsPerBar: number): boolean {
  const inBar = beat % beatsPerBar
  return inBar < EPSILON || beatsPerBar - inBar < EPSILON
}
