import type { Timeline } from './timeline'

// Practice: a loop that starts slow and speeds up by a step each time round, up to a target.

export type TempoRamp = {
  startBpm: number
  /** Beats per minute added each time round the loop. */
  stepBpm: number
  /** The ramp stops rising here. */
  targetBpm: number
}

/** The tempo of beat `index` of a looping timeline: the count-in plays at the start tempo. */
export function rampTempo(
  ramp: TempoRamp,
  index: number,
  timeline: Pick<Timeline, 'countInBeats' | 'span'>,
): number {
  const pass = Math.max(0, Math.floor((index - timeline.countInBeats) / Math.max(1, timeline.span)))
  const rising = ramp.targetBpm >= ramp.startBpm
  const tempo = ramp.startBpm + (rising ? 1 : -1) * Math.abs(ramp.stepBpm) * pass
  return rising ? Math.min(ramp.targetBpm, tempo) : Math.max(ramp.targetBpm, tempo)
}
