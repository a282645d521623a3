// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Hit } from './hits'
import { buildTimeline, type TimelineItem, type TimelineOptions } from './timeline'

const hit = (start: number, end: number, midi = [60]): Hit => ({ start, end, midi, level: 1 })
const options = (overrides: Partial<TimelineOptions> = {}): TimelineOptions => ({
  hits: [hit(0, 3), hit(3, 4.5), hit(4.5, 8)],
  from: 0,
  to: 8,
  beatsPerBar: 4,
  countIn: false,
  metronome: false,
  loop: false,
  ...overrides,
})

const kinds = (items: readonly TimelineItem[]) =>
  items.map((item) => `${item.kind}@${item.offset}${'hit' in item ? `#${item.hit}` : ''}`)

describe('the timeline', () => {
  it('puts each strike and release in its beat, at its offset, releases first', () => {
    const timeline = buildTimeline(options())
    expect(timeline.length).toBe(9)
    expect(kinds(timeline.at(0))).toEqual(['hit@0#0', 'bar@0'])
    expect(kinds(timeline.at(3))).toEqual(['release@0#0', 'hit@0#1'])
    expect(kinds(timeline.at(4))).toEqual(['bar@0', 'release@0.5#1', 'hit@0.5#2'])
    expect(kinds(timeline.at(8))).toEqual(['release@0#2'])
    expect(timeline.at(9)).toEqual([])
  })

  it('numbers bars from the song start, wherever playback starts', () => {
    const timeline = buildTimeline(options({ hits: [], from: 8, to: 16 }))
    const bars = [0, 4].map((i) => timeline.at(i).find((item) => item.kind === 'bar'))
    expect(bars).toEqual([
      { kind: 'bar', offset: 0, bar: 2 },
      { kind: 'bar', offset: 0, bar: 3 },
    ])
  })

  it('counts one bar in before the song, the first click accented', () => {
    const timeline = buildTimeline(options({ countIn: true, beatsPerBar: 3, to: 6 }))
    expect(timeline.countInBeats).toBe(3)
    expect([0, 1, 2].map((i) => timeline.at(i))).toEqual([
      [{ kind: 'click', offset: 0, accent: true }],
      [{ kind: 'click', offset: 0, accent: false }],
      [{ kind: 'click', offset: 0, accent: false }],
    ])
    expect(kinds(timeline.at(3))).toEqual(['hit@0#0', 'bar@0'])
  })

  it('clicks every beat with the metronome on, accenting downbeats', () => {
    const timeline = buildTimeline(options({ metronome: true }))
    const clicks = Array.from({ length: 8 }, (_, i) =>
      timeline.at(i).find((item) => item.kind === 'click'),
    )
    expect(clicks.map((c) => c?.kind === 'click' && c.accent)).toEqual([
      true,
      false,
      false,
      false,
      true,
      false,
      false,
      false,
    ])
  })

  it('loops without end, releasing the last chord where the first strikes again', () => {
    const timeline = buildTimeline(options({ loop: true, countIn: true }))
    expect(timeline.length).toBe(Number.POSITIVE_INFINITY)
    expect(kinds(timeline.at(4))).toEqual(['release@0#2', 'hit@0#0', 'bar@0'])
    expect(timeline.at(4 + 8 * 5 + 3)).toEqual(timeline.at(4 + 3))
  })
})
