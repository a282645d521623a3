// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { BEAT_STRUM_LEVEL, DOWNBEAT_STRUM_LEVEL, expandHits, FIRST_STRIKE_LEVEL } from './hits'
import type { EngineEvent } from './types'

const C = [48, 52, 55]
const G = [43, 47, 50]
const event = (beat: number, beats: number, midi = C, bar = Math.floor(beat / 4)): EngineEvent => ({
  bar,
  beat,
  beats,
  midi,
})
const range = { from: 0, to: 16, beatsPerBar: 4 }

describe('hits', () => {
  it('hold each chord for its whole length on the piano', () => {
    expect(expandHits([event(0, 6), event(6, 2, G)], 'sustain', range)).toEqual([
      { start: 0, end: 6, midi: C, level: FIRST_STRIKE_LEVEL },
      { start: 6, end: 8, midi: G, level: FIRST_STRIKE_LEVEL },
    ])
  })

  it('strum again on every beat, the chord change and each downbeat accented', () => {
    const hits = expandHits([event(2, 4), event(6, 1, G)], 'strum', range)
    expect(hits.map((h) => [h.start, h.end, h.level])).toEqual([
      [2, 3, FIRST_STRIKE_LEVEL],
      [3, 4, BEAT_STRUM_LEVEL],
      [4, 5, DOWNBEAT_STRUM_LEVEL],
      [5, 6, BEAT_STRUM_LEVEL],
      [6, 7, FIRST_STRIKE_LEVEL],
    ])
  })

  it('strum an off-beat chord at once, then on the next beats', () => {
    const hits = expandHits([event(0.5, 2)], 'strum', range)
    expect(hits.map((h) => [h.start, h.end])).toEqual([
      [0.5, 1],
      [1, 2],
      [2, 2.5],
    ])
  })

  it('strike a chord still ringing where playback starts, and cut what runs past the end', () => {
    const hits = expandHits([event(0, 8), event(8, 8, G)], 'sustain', { ...range, from: 4, to: 12 })
    expect(hits.map((h) => [h.start, h.end])).toEqual([
      [4, 8],
      [8, 12],
    ])
  })

  it('leave out silence and events wholly outside the range', () => {
    const events = [event(0, 4, []), event(4, 4), event(20, 4)]
    expect(expandHits(events, 'strum', { ...range, to: 8 })).toHaveLength(4)
    expect(expandHits(events, 'sustain', { ...range, from: 8, to: 16 })).toEqual([])
  })
})
