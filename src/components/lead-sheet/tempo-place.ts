import type { Section } from '@/song/types'

// Where a song is after some seconds at its tempo, played in order with its repeats: what the
// perform view scrolls to when it scrolls by itself (no playback to follow).

export type TempoPlace = { section: number; bar: number; fraction: number }

/** Seconds of one bar: a beat of the time signature per 60 / bpm seconds, as the player counts. */
export const barSeconds = (beats: number, bpm: number): number => (beats * 60) / bpm

/** The bar being played `seconds` after the start, and how far into it (0–1); null once it is over. */
export function tempoPlace(
  sections: readonly Section[],
  beats: number,
  bpm: number,
  seconds: number,
): TempoPlace | null {
  const bar = barSeconds(beats, bpm)
  let left = Math.max(seconds, 0) / bar
  for (const [section, { bars, repeat }] of sections.entries()) {
    const length = bars.length
    if (left < length * repeat) {
      const within = left % length
      const index = Math.floor(within)
      return { section, bar: index, fraction: within - index }
    }
    left -= length * repeat
  }
  return null
}
