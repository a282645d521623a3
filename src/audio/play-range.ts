import type { EngineEvent } from './types'

// Beats are sums of halves and quarters; this absorbs float error at bar lines.
const EPSILON = 1e-9

export type RangeOptions = { beatsPerBar: number; fromBar?: number; toBar?: number }

/**
 * The beats to play, from a bar line to a bar line: from `fromBar` (the first event's bar by
 * default) to before `toBar` (the bar line after the last event ends by default), at least a bar.
 */
export function playRange(
  events: readonly EngineEvent[],
  { beatsPerBar, fromBar, toBar }: RangeOptions,
): { from: number; to: number } {
  const firstBar = events.length ? Math.min(...events.map((event) => event.bar)) : 0
  const from = (fromBar ?? firstBar) * beatsPerBar
  if (toBar !== undefined) return { from, to: Math.max(from + beatsPerBar, toBar * beatsPerBar) }
  const end = Math.max(from, ...events.map((event) => event.beat + event.beats))
  const lastLine = Math.ceil(end / beatsPerBar - EPSILON) * beatsPerBar
  return { from, to: Math.max(from + beatsPerBar, lastLine) }
}
