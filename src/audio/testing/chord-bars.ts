import type { EngineEvent } from '../types'

/** A whole 4/4 bar of one chord, as the editor's playback plan hands it to the engine. */
const wholeBar = (bar: number, midi: number[], tones: number[], bass: number): EngineEvent => ({
  bar,
  beat: bar * 4,
  beats: 4,
  midi,
  tones,
  bass,
})

// Two bars for tests of what the engine plays: C, then G over B (its bass on B, not the root).
export const C_BAR = wholeBar(0, [48, 52, 55, 60], [0, 4, 7], 0)
export const G_OVER_B_BAR = wholeBar(1, [47, 50, 55, 59], [7, 11, 2], 11)
