// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { playRange } from './play-range'
import type { EngineEvent } from './types'

const event = (bar: number, beat: number, beats: number): EngineEvent => ({
  bar,
  beat,
  beats,
  midi: [60],
})

describe('the range played', () => {
  it('runs from the first event’s bar to the bar line after the last ends', () => {
    expect(playRange([event(2, 8, 4), event(3, 12, 2.5)], { beatsPerBar: 4 })).toEqual({
      from: 8,
      to: 16,
    })
    expect(playRange([event(0, 0, 6)], { beatsPerBar: 3 })).toEqual({ from: 0, to: 6 })
  })

  it('starts and ends at the bars asked for', () => {
    const events = [event(0, 0, 4), event(1, 4, 4), event(2, 8, 4)]
    expect(playRange(events, { beatsPerBar: 4, fromBar: 1 })).toEqual({ from: 4, to: 12 })
    expect(playRange(events, { beatsPerBar: 4, fromBar: 1, toBar: 2 })).toEqual({ from: 4, to: 8 })
  })

  it('lasts at least a bar, even with nothing to play', () => {
    expect(playRange([], { beatsPerBar: 4 })).toEqual({ from: 0, to: 4 })
    expect(playRange([], { beatsPerBar: 4, fromBar: 5, toBar: 5 })).toEqual({ from: 20, to: 24 })
  })
})
