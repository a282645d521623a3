// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { fakeTimersInEachTest } from '@/testing/fake-timers'
import { scheduleLateness } from './lateness'
import {
  LookAheadScheduler,
  SCHEDULE_AHEAD_S,
  type ScheduledItem,
  type ScheduleRecord,
  type SchedulerOptions,
} from './scheduler'
import { buildTimeline } from './timeline'

fakeTimersInEachTest()

/** A scheduler on a clock the test moves, recording what it hands over and when. */
function setup(overrides: Partial<SchedulerOptions> = {}) {
  const clock = { now: 10 }
  const items: { item: ScheduledItem; when: number; at: number }[] = []
  const records: ScheduleRecord[] = []
  const bars: { bar: number; heardAt: number }[] = []
  const onEnd = vi.fn()
  const scheduler = new LookAheadScheduler({
    now: () => clock.now,
    onItem: (item, when) => items.push({ item, when, at: clock.now }),
    onBar: (bar) => bars.push({ bar, heardAt: clock.now }),
    onEnd,
    onSchedule: (record) => records.push(record),
    ...overrides,
  })
  const run = (ms: number) => {
    for (let i = 0; i < ms; i += 1) {
      clock.now += 0.001
      vi.advanceTimersByTime(1)
    }
  }
  return { clock, scheduler, items, records, bars, onEnd, run }
}

/** Every beat clicks; two bars of 4/4, with a chord on every half beat if asked. */
const clicks = (loop = false, eighths = false) =>
  buildTimeline({
    hits: eighths
      ? Array.from({ length: 16 }, (_, i) => ({
          start: i / 2,
          end: i / 2 + 0.5,
          midi: [60],
          level: 1,
        }))
      : [],
    from: 0,
    to: 8,
    beatsPerBar: 4,
    countIn: false,
    metronome: true,
    loop,
  })

const clickTimes = (items: { item: ScheduledItem; when: number }[]) =>
  items.filter(({ item }) => item.kind === 'click').map(({ when }) => when)

describe('the look-ahead scheduler', () => {
  it('hands over the first window at once, the rest only as the clock nears it', () => {
    const { scheduler, items, run } = setup()
    scheduler.start(clicks(), { bpm: 240, at: 10.04 })
    // 0.25 s a beat: 10.04 and 10.29 fall within 10 + 0.3.
    expect(clickTimes(items)).toEqual([10.04, 10.29])
    run(200)
    expect(clickTimes(items)).toHaveLength(2)
    run(60)
    expect(clickTimes(items)).toHaveLength(3)
    for (const { when, at } of items) expect(when - at).toBeLessThanOrEqual(SCHEDULE_AHEAD_S)
  })

  it('changes tempo from the next beat not yet scheduled, without moving any', () => {
    const { scheduler, items, run } = setup()
    scheduler.start(clicks(), { bpm: 120, at: 10 })
    run(600)
    const before = clickTimes(items)
    scheduler.setBpm(60)
    run(5000)
    const times = clickTimes(items)
    expect(times.slice(0, before.length)).toEqual(before)
    const gaps = times.slice(1).map((t, i) => t - (times[i] ?? 0))
    // The last beat scheduled at 120 bpm keeps its half second; every later one lasts a second.
    expect(gaps.map((g) => g.toFixed(3))).toEqual([
      ...Array(before.length).fill('0.500'),
      ...Array(times.length - before.length - 1).fill('1.000'),
    ])
  })

  it('reports each bar when it is heard, not when it is scheduled', () => {
    const { scheduler, bars, run, clock } = setup({ outputLatency: () => 0.02 })
    scheduler.start(clicks(), { bpm: 120, at: 10.04 })
    // Bar 0 is heard at 10.04 + 0.02 latency; bar 1 at 12.06. Ticks every 25 ms.
    run(50)
    expect(bars).toEqual([])
    run(40)
    expect(bars.map((b) => b.bar)).toEqual([0])
    expect(bars[0]?.heardAt).toBeGreaterThanOrEqual(10.06)
    expect(bars[0]?.heardAt).toBeLessThan(10.06 + 0.026)
    while (clock.now < 11.9) run(100)
    expect(bars).toHaveLength(1)
    run(200)
    expect(bars.map((b) => b.bar)).toEqual([0, 1])
    expect(bars[1]?.heardAt).toBeGreaterThanOrEqual(12.06)
  })

  it('ends at the last bar line: onEnd once, no timer left', () => {
    const { scheduler, onEnd, run } = setup()
    scheduler.start(clicks(), { bpm: 240, at: 10 })
    run(1990)
    expect(onEnd).not.toHaveBeenCalled()
    run(40)
    expect(onEnd).toHaveBeenCalledOnce()
    expect(scheduler.running).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('loops until stopped, and stops from inside a bar callback', () => {
    const { scheduler, items, bars, run, onEnd } = setup({
      onBar: (bar) => {
        bars.push({ bar, heardAt: 0 })
        if (bars.length === 5) scheduler.stop()
      },
    })
    scheduler.start(clicks(true), { bpm: 240, at: 10 })
    run(5000)
    expect(bars.map((b) => b.bar)).toEqual([0, 1, 0, 1, 0])
    const handedOver = items.length
    run(2000)
    expect(items).toHaveLength(handedOver)
    expect(onEnd).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('pauses rather than bursts after a stall far past the window (a frozen tab)', () => {
    const { scheduler, items, clock, run } = setup()
    scheduler.start(clicks(), { bpm: 120, at: 10 })
    run(600)
    clock.now += 1.5
    run(4000)
    const times = clickTimes(items)
    expect(times).toHaveLength(8)
    for (const { when, at } of items) expect(when).toBeGreaterThanOrEqual(at)
    const gaps = times.slice(1).map((t, i) => Number((t - (times[i] ?? 0)).toFixed(3)))
    // One gap holds the pause; every other beat keeps its half second.
    expect(gaps.filter((gap) => gap !== 0.5)).toHaveLength(1)
  })

  it('rejects a tempo that is not one', () => {
    const { scheduler } = setup()
    expect(() => scheduler.setBpm(0)).toThrow(RangeError)
    expect(() => scheduler.setBpm(Number.NaN)).toThrow(RangeError)
  })

  // No note late while the main thread is blocked for 200 ms. The run is repeated
  // with a window shorter than the stall, which must make notes late, or the test proves nothing.
  it.each([
    { aheadS: SCHEDULE_AHEAD_S, late: false },
    { aheadS: 0.1, late: true },
  ])('with a $aheadS s window, a 200 ms stall makes notes late: $late', ({ aheadS, late }) => {
    const { scheduler, records, clock, run } = setup({ scheduleAheadS: aheadS })
    scheduler.start(clicks(true, true), { bpm: 300, at: 10.04 })
    for (let i = 0; i < 20; i += 1) {
      run(17 + i * 7)
      clock.now += 0.2
    }
    run(500)
    scheduler.stop()
    const figures = scheduleLateness(records)
    expect(figures.count).toBeGreaterThan(150)
    if (late) expect(figures.late).toBeGreaterThan(0)
    else expect(figures).toMatchObject({ late: 0, worstLateMs: 0 })
  })
})
