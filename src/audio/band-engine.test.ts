// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { fakeTimersInEachTest } from '@/testing/fake-timers'
import { createEngine, OFFLINE_AHEAD_S, START_LEAD_S } from './engine'
import { DEFAULT_MIX } from './mix'
import { C_BAR, G_OVER_B_BAR } from './testing/chord-bars'
import {
  type FakeAudio,
  type FakeGain,
  type FakeSource,
  fakeAudioContext,
  fakeFetchSample,
} from './testing/fake-audio-context'

// The engine playing a band: the style's parts on their beats, each through its mixer channel,
// changes heard from the next beat, a practice loop that speeds up, and an offline schedule.

fakeTimersInEachTest()

function setup() {
  const audio = fakeAudioContext()
  const engine = createEngine(audio.context, { fetchSample: fakeFetchSample() })
  return { audio, engine }
}

/** The mixer's channels of the latest play: chords, bass, drums, metronome. */
function channels(audio: FakeAudio) {
  const master = audio.gains[0]
  const bus = audio.gains.findLast((gain) => gain.output === master)
  const [chords, bass, drums, metronome] = audio.gains.filter((gain) => bus && gain.output === bus)
  return { chords, bass, drums, metronome } as Record<string, FakeGain>
}
const through = (audio: FakeAudio, channel: FakeGain | undefined) =>
  audio.sources.filter((source: FakeSource) => source.output?.output === channel)
const beatsOf = (sources: FakeSource[], t0: number, secondsPerBeat: number) => [
  ...new Set(sources.map((s) => Math.round((((s.when ?? 0) - t0) / secondsPerBeat) * 1000) / 1000)),
]

describe('the band', () => {
  it('plays the style: bass and drums through their own channels, on their beats', async () => {
    const { audio, engine } = setup()
    await engine.load('guitar')
    const t0 = audio.now + START_LEAD_S
    await engine.play([C_BAR, G_OVER_B_BAR], { bpm: 120, beatsPerBar: 4, style: 'pop-strum' })
    audio.run(4500)
    const parts = channels(audio)
    expect(beatsOf(through(audio, parts.bass), t0, 0.5)).toEqual([0, 1.5, 2, 3.5, 4, 5.5, 6, 7.5])
    // C, G, B flat, B and D: five pitches, each rendered once.
    expect(new Set(through(audio, parts.bass).map((s) => s.buffer)).size).toBe(5)
    // Kick and snare on the beats, hi-hat on every eighth: 24 hits on 16 eighths.
    expect(through(audio, parts.drums)).toHaveLength(24)
    expect(beatsOf(through(audio, parts.drums), t0, 0.5)).toEqual(
      Array.from({ length: 16 }, (_, i) => i / 2),
    )
    expect(beatsOf(through(audio, parts.chords), t0, 0.5)).toContain(1.5)
  })

  it('sets each channel from the mixer, and changes it at once while playing', async () => {
    const { audio, engine } = setup()
    engine.setMix({ ...DEFAULT_MIX, bass: { volume: 0.5, muted: false } })
    await engine.play([C_BAR], { bpm: 120, beatsPerBar: 4, style: 'rock-eighths' })
    const parts = channels(audio)
    expect(parts.bass?.events).toEqual([])
    engine.setMix({ ...DEFAULT_MIX, drums: { volume: 0.9, muted: true } })
    expect(parts.drums?.events.at(-1)?.slice(0, 2)).toEqual(['target', 0])
    expect(parts.bass?.events.at(-1)?.slice(0, 2)).toEqual(['target', DEFAULT_MIX.bass.volume])
    expect(engine.mix.drums.muted).toBe(true)
  })

  it('switches style at the next beat not yet scheduled, striking the ringing chord again', async () => {
    const { audio, engine } = setup()
    const t0 = audio.now + START_LEAD_S
    await engine.play([{ ...C_BAR, beats: 8 }], { bpm: 60, beatsPerBar: 4 })
    audio.run(1500)
    const scheduledBefore = audio.sources.length
    const next = audio.now + 0.3 // the schedule-ahead window
    await engine.update([{ ...C_BAR, beats: 8 }], { style: 'rock-eighths' })
    audio.run(3000)
    const parts = channels(audio)
    const drums = through(audio, parts.drums)
    expect(drums.length).toBeGreaterThan(0)
    const firstDrum = Math.min(...drums.map((s) => s.when ?? 0))
    expect(firstDrum).toBeGreaterThan(t0 + 1)
    expect(firstDrum).toBeLessThanOrEqual(next + 1)
    expect(Number.isInteger(Math.round((firstDrum - t0) * 1000) / 1000)).toBe(true)
    // The held piano chord from the first style is released where the new one starts.
    const held = audio.sources.slice(0, scheduledBefore).filter((s) => s.buffer?.url)
    const release = held[0]?.output?.events.find(([kind]) => kind === 'target')?.[2]
    expect(release).toBeCloseTo(firstDrum, 6)
  })

  it('counts in two bars, and speeds a loop up each time round to its target', async () => {
    const { audio, engine } = setup()
    const t0 = audio.now + START_LEAD_S
    await engine.play([C_BAR], {
      bpm: 200,
      beatsPerBar: 4,
      loop: true,
      countIn: 2,
      metronome: true,
      ramp: { startBpm: 60, stepBpm: 30, targetBpm: 120 },
    })
    audio.run(22_000)
    const clicks = through(audio, channels(audio).metronome)
    const times = clicks.map((s) => s.when ?? 0)
    // Count-in: eight beats at the start tempo, accented on each bar's first.
    expect(times[0]).toBeCloseTo(t0, 6)
    expect(times[8]).toBeCloseTo(t0 + 8, 6)
    const gaps = times
      .slice(8)
      .map((time, i) => (times[9 + i] ?? time) - time)
      .slice(0, 16)
    expect(gaps.slice(0, 4).every((gap) => Math.abs(gap - 1) < 1e-6)).toBe(true)
    expect(gaps.slice(4, 8).every((gap) => Math.abs(gap - 60 / 90) < 1e-6)).toBe(true)
    expect(gaps.slice(8, 16).every((gap) => Math.abs(gap - 0.5) < 1e-6)).toBe(true)
    engine.stop()
  })

  it('schedules an offline render a window at a time, as its clock moves, with no timer', async () => {
    const { audio, engine } = setup()
    audio.now = 0
    await engine.load('piano', [C_BAR, G_OVER_B_BAR])
    const { end, step } = engine.scheduleOffline(
      [C_BAR, G_OVER_B_BAR],
      { bpm: 30, beatsPerBar: 4, style: 'swing' },
      0.1,
    )
    expect(end).toBeCloseTo(0.1 + 8 * 2, 6)
    const latest = () => Math.max(...audio.sources.map((s) => s.when ?? 0))
    for (let at = 0; at <= 16; at += 1) {
      audio.now = at
      step()
      // Beats start within the window ahead of the render's clock (2 s a beat here).
      expect(latest()).toBeLessThan(at + OFFLINE_AHEAD_S + 2)
    }
    const parts = channels(audio)
    expect(through(audio, parts.bass)).toHaveLength(8)
    expect(vi.getTimerCount()).toBe(0)
  })
})
