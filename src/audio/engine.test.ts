// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { fakeTimersInEachTest } from '@/testing/fake-timers'
import {
  createEngine,
  type EngineEvent,
  type EngineOptions,
  START_LEAD_S,
  STOP_FADE_S,
} from './engine'
import { midiToFrequency, renderPluck } from './karplus-strong'
import { scheduleLateness } from './lateness'
import { ACCENT_GAIN, BEAT_GAIN } from './metronome'
import { GUITAR, UKULELE } from './plucked-strings'
import { SCHEDULE_AHEAD_S } from './scheduler'
import {
  type FakeAudio,
  type FakeSource,
  fakeAudioContext,
  fakeFetchSample,
} from './testing/fake-audio-context'

fakeTimersInEachTest()

const C = [48, 52, 55, 60]
const Am = [45, 52, 57, 60]
const F = [41, 48, 53, 57]
const G = [43, 47, 50, 55]

function setup(options: EngineOptions = {}) {
  const audio = fakeAudioContext()
  const fetchSample = fakeFetchSample()
  const engine = createEngine(audio.context, { fetchSample, ...options })
  const bars: number[] = []
  engine.onBar((bar) => bars.push(bar))
  const ended = vi.fn()
  engine.onEnd(ended)
  return { audio, engine, fetchSample, bars, ended }
}

const event = (bar: number, beat: number, beats: number, midi: number[]): EngineEvent => ({
  bar,
  beat,
  beats,
  midi,
})

const isClick = (s: FakeSource) => !s.buffer?.url && (s.buffer?.duration ?? 0) < 0.1
const pianoNotes = (audio: FakeAudio) => audio.sources.filter((s) => s.buffer?.url)
const clicks = (audio: FakeAudio) => audio.sources.filter(isClick)
const plucks = (audio: FakeAudio) => audio.sources.filter((s) => !s.buffer?.url && !isClick(s))
const startTimes = (sources: FakeSource[]) => [...new Set(sources.map((s) => s.when ?? -1))]
const level = (source: FakeSource) => source.output?.events[0]?.[1]

function expectTimes(actual: number[], expected: number[]) {
  expect(actual).toHaveLength(expected.length)
  for (const [i, time] of expected.entries()) expect(actual[i]).toBeCloseTo(time, 9)
}

describe('the audio engine', () => {
  it('starts every chord at its beat on the audio clock, for the tempo and time signature', async () => {
    const { audio, engine, bars, ended } = setup()
    // 3/4 at 90 bpm: C for a bar, Am and F for a bar and a half each, then G.
    const events = [
      event(0, 0, 3, C),
      event(1, 3, 1.5, Am),
      event(1, 4.5, 1.5, F),
      event(2, 6, 3, G),
    ]
    const pressedAt = audio.now
    await engine.play(events, { bpm: 90, beatsPerBar: 3 })
    audio.run(7000)
    const t0 = pressedAt + START_LEAD_S
    const beat = 60 / 90
    expectTimes(
      startTimes(pianoNotes(audio)),
      [0, 3, 4.5, 6].map((b) => t0 + b * beat),
    )
    // Each note is the sample nearest its pitch, tuned: four per chord.
    const firstChord = pianoNotes(audio).slice(0, 4)
    expect(firstChord.map((s) => s.buffer?.url)).toEqual([
      '/samples/piano/C3v8.mp3',
      '/samples/piano/D%233v8.mp3',
      '/samples/piano/F%233v8.mp3',
      '/samples/piano/C4v8.mp3',
    ])
    expect(firstChord.map((s) => s.playbackRate.toFixed(4))).toEqual(
      [0, 1, 1, 0].map((semitones) => (2 ** (semitones / 12)).toFixed(4)),
    )
    // Each chord fades from its end (C's at beat 3).
    const release = firstChord[0]?.output?.events.find(([kind]) => kind === 'target')
    expect(release?.[2]).toBeCloseTo(t0 + 3 * beat, 9)
    expect(bars).toEqual([0, 1, 2])
    expect(ended).toHaveBeenCalledOnce()
    expect(engine.isPlaying).toBe(false)
    expect(clicks(audio)).toEqual([])
  })

  it('loads the samples a song needs before it starts, then starts within 50 ms of play', async () => {
    const { audio, engine, fetchSample } = setup()
    const events = [event(0, 0, 4, C), event(1, 4, 4, G)]
    await engine.load(0, events)
    // C and G share four of their recordings: five files in all.
    expect(fetchSample).toHaveBeenCalledTimes(5)
    const pressedAt = audio.now
    await engine.play(events, { bpm: 120, beatsPerBar: 4 })
    // Nothing fetched again, and the first chord handed over before any timer ran.
    expect(fetchSample).toHaveBeenCalledTimes(5)
    const first = pianoNotes(audio)[0]
    expect(first?.calledAt).toBe(pressedAt)
    expect((first?.when ?? 1) - pressedAt).toBeLessThanOrEqual(0.05)
    expect(START_LEAD_S).toBeLessThanOrEqual(0.05)
  })

  it('counts in one bar and clicks every beat, louder on the downbeat', async () => {
    const { audio, engine, bars } = setup()
    const pressedAt = audio.now
    await engine.play([event(0, 0, 8, C)], {
      bpm: 120,
      beatsPerBar: 4,
      countIn: true,
      metronome: true,
    })
    audio.run(6000)
    const t0 = pressedAt + START_LEAD_S
    // Count-in: beats 0–3; the song's two bars: beats 4–11.
    expectTimes(
      startTimes(clicks(audio)),
      Array.from({ length: 12 }, (_, i) => t0 + i * 0.5),
    )
    expect(clicks(audio).map(level)).toEqual(
      Array.from({ length: 12 }, (_, i) => (i % 4 === 0 ? ACCENT_GAIN : BEAT_GAIN)),
    )
    expectTimes(startTimes(pianoNotes(audio)), [t0 + 2])
    expect(bars).toEqual([0, 1])
  })

  it('counts in without the metronome, and plays silent bars with no clicks', async () => {
    const { audio, engine } = setup()
    await engine.play([event(0, 0, 4, C)], { bpm: 120, beatsPerBar: 4, countIn: true })
    audio.run(4000)
    expect(clicks(audio)).toHaveLength(4)
  })

  it('plays from any bar, striking there a chord that rang on from before', async () => {
    const { audio, engine, bars } = setup()
    const events = [event(0, 0, 6, C), event(1, 6, 2, Am), event(2, 8, 4, F), event(3, 12, 4, G)]
    const pressedAt = audio.now
    await engine.play(events, { bpm: 60, beatsPerBar: 4, fromBar: 1 })
    audio.run(14_000)
    const t0 = pressedAt + START_LEAD_S
    // Bar 1 starts at t0: C still ringing there is struck at once.
    expectTimes(startTimes(pianoNotes(audio)), [t0, t0 + 2, t0 + 4, t0 + 8])
    expect(pianoNotes(audio)[0]?.buffer?.url).toBe('/samples/piano/C3v8.mp3')
    expect(bars).toEqual([1, 2, 3])
  })

  it('loops a section seamlessly until stopped', async () => {
    const { audio, engine, bars, ended } = setup()
    // A one-bar section (bar 4 of the song): C for two beats, G for two.
    const section = [event(4, 16, 2, C), event(4, 18, 2, G)]
    const pressedAt = audio.now
    await engine.play(section, { bpm: 120, beatsPerBar: 4, loop: true, metronome: true })
    audio.run(6000)
    const t0 = pressedAt + START_LEAD_S
    const starts = startTimes(pianoNotes(audio)).slice(0, 6)
    expectTimes(
      starts,
      [0, 1, 2, 3, 4, 5].map((s) => t0 + s),
    )
    expect(pianoNotes(audio)[8]?.buffer?.url).toBe(pianoNotes(audio)[0]?.buffer?.url)
    // G fades exactly where C strikes again.
    const gRelease = pianoNotes(audio)[4]?.output?.events.find(([kind]) => kind === 'target')
    expect(gRelease?.[2]).toBeCloseTo(t0 + 2, 9)
    expect(clicks(audio).length).toBeGreaterThanOrEqual(12)
    expect(bars).toEqual([4, 4, 4])
    expect(engine.isPlaying).toBe(true)
    expect(ended).not.toHaveBeenCalled()
    engine.stop()
  })

  it('loops a one-chord bar, fading each strike as the next begins, never the new one', async () => {
    const { audio, engine } = setup()
    const pressedAt = audio.now
    await engine.play([event(0, 0, 4, C)], { bpm: 240, beatsPerBar: 4, loop: true })
    audio.run(2500)
    engine.stop()
    const t0 = pressedAt + START_LEAD_S
    const strikes = pianoNotes(audio).filter((_, i) => i % 4 === 0)
    expectTimes(startTimes(strikes).slice(0, 3), [t0, t0 + 1, t0 + 2])
    const fades = strikes
      .slice(0, 2)
      .map((s) => s.output?.events.find(([kind]) => kind === 'target')?.[2])
    expectTimes(fades as number[], [t0 + 1, t0 + 2])
  })

  it('changes tempo while playing from the next beat, with no jump', async () => {
    const { audio, engine } = setup()
    const quarters = Array.from({ length: 16 }, (_, i) => event(Math.floor(i / 4), i, 1, C))
    await engine.play(quarters, { bpm: 120, beatsPerBar: 4 })
    audio.run(1000)
    const before = startTimes(pianoNotes(audio))
    engine.setBpm(60)
    audio.run(15_000)
    const times = startTimes(pianoNotes(audio))
    expect(times).toHaveLength(16)
    expect(times.slice(0, before.length)).toEqual(before)
    const gaps = times.slice(1).map((t, i) => (t - (times[i] ?? 0)).toFixed(6))
    expect(gaps).toEqual([
      ...Array(before.length).fill('0.500000'),
      ...Array(16 - before.length - 1).fill('1.000000'),
    ])
  })

  it('stops at once: ringing notes fade fast, nothing more is scheduled, no timer is left', async () => {
    const { audio, engine, bars } = setup()
    await engine.load('guitar')
    await engine.play([event(0, 0, 8, C), event(2, 8, 8, G)], {
      bpm: 120,
      beatsPerBar: 4,
      metronome: true,
    })
    audio.run(1000)
    const stoppedAt = audio.now
    const scheduled = audio.sources.length
    const barsHeard = bars.length
    engine.stop()
    expect(engine.isPlaying).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
    // Every source, started or still waiting, ends within the short fade.
    for (const source of audio.sources) {
      expect(Math.min(...source.stops)).toBeLessThanOrEqual(stoppedAt + 5 * STOP_FADE_S)
    }
    const bus = audio.gains.find((g) =>
      g.events.some(([kind, value]) => kind === 'target' && value === 0),
    )
    expect(bus?.events.at(-1)).toEqual(['target', 0, stoppedAt])
    audio.run(5000)
    expect(audio.sources).toHaveLength(scheduled)
    expect(bars).toHaveLength(barsHeard)
  })

  it('never starts a play that was stopped while its samples loaded', async () => {
    const { audio, engine } = setup()
    const playing = engine.play([event(0, 0, 4, C)], { bpm: 120, beatsPerBar: 4 })
    expect(engine.isPlaying).toBe(true)
    engine.stop()
    await playing
    audio.run(3000)
    expect(audio.sources).toEqual([])
    expect(engine.isPlaying).toBe(false)
  })

  it('strums the guitar low string first, 15–30 ms apart, down on every beat', async () => {
    const { audio, engine } = setup()
    await engine.load(1)
    const pressedAt = audio.now
    await engine.play([event(0, 0, 4, G)], { bpm: 120, beatsPerBar: 4 })
    audio.run(3000)
    const t0 = pressedAt + START_LEAD_S
    const strums = plucks(audio)
    expect(strums).toHaveLength(16)
    expectTimes(
      [0, 4, 8, 12].map((i) => strums[i]?.when ?? -1),
      [0, 1, 2, 3].map((b) => t0 + b * 0.5),
    )
    const steps = strums.slice(1, 4).map((s, i) => (s.when ?? 0) - (strums[i]?.when ?? 0))
    for (const step of steps) {
      expect(step).toBeCloseTo(GUITAR.strumStepS, 9)
      expect(step).toBeGreaterThanOrEqual(0.015)
      expect(step).toBeLessThanOrEqual(0.03)
    }
    expect(strums[0]?.buffer?.getChannelData(0)).toEqual(
      renderPluck(midiToFrequency(G[0] ?? 0), audio.context.sampleRate, GUITAR),
    )
    expect(strums[0]?.buffer?.duration).toBeCloseTo(GUITAR.seconds)
    // The first strum is the loudest; the next one damps the strings it strikes again.
    expect(level(strums[0] as FakeSource)).toBeGreaterThan(level(strums[4] as FakeSource) ?? 1)
    const damped = strums[0]?.output?.events.find(([kind]) => kind === 'target')
    expect(damped?.[2]).toBeCloseTo(t0 + 0.5, 9)
  })

  it('strums the ukulele with its own, shorter sound', async () => {
    const { audio, engine } = setup()
    await engine.load('ukulele')
    expect(engine.instrument).toBe('ukulele')
    await engine.play([event(0, 0, 1, [67, 60, 64, 69])], { bpm: 60, beatsPerBar: 4 })
    audio.run(2000)
    const strum = plucks(audio)
    expect(strum).toHaveLength(4)
    expect((strum[1]?.when ?? 0) - (strum[0]?.when ?? 0)).toBeCloseTo(UKULELE.strumStepS, 9)
    expect(strum[0]?.buffer?.duration).toBeCloseTo(UKULELE.seconds)
  })

  it('wakes a suspended context inside play', async () => {
    const { audio, engine } = setup()
    audio.suspend()
    await engine.play([event(0, 0, 1, C)], { bpm: 120, beatsPerBar: 4 })
    expect(audio.resume).toHaveBeenCalledOnce()
    expect(pianoNotes(audio)).toHaveLength(4)
  })

  it('refuses a tempo or bar length that is not one, and a failed sample load', async () => {
    const { engine } = setup()
    await expect(engine.play([], { bpm: 0, beatsPerBar: 4 })).rejects.toThrow(RangeError)
    await expect(engine.play([], { bpm: 90, beatsPerBar: 0 })).rejects.toThrow(RangeError)
    expect(() => engine.setBpm(-1)).toThrow(RangeError)
    const failing = setup({ fetchSample: async () => Promise.reject(new Error('offline')) })
    await expect(
      failing.engine.play([event(0, 0, 1, C)], { bpm: 90, beatsPerBar: 4 }),
    ).rejects.toThrow('offline')
    expect(failing.engine.isPlaying).toBe(false)
  })

  // No note starts late while the main thread is blocked for 200 ms, with every part of a band
  // playing. A window shorter than the block must make notes late, or this test would prove nothing.
  it.each([
    { aheadS: SCHEDULE_AHEAD_S, late: false },
    { aheadS: 0.1, late: true },
  ])(
    'with a $aheadS s look-ahead, 200 ms stalls make sources start late: $late',
    async ({ aheadS, late }) => {
      const records: { when: number; at: number; part?: string }[] = []
      const { audio, engine } = setup({
        scheduleAheadS: aheadS,
        onSchedule: (r) => records.push(r),
      })
      await engine.load('guitar')
      // A chord change every eighth, each with its harmony, so the bass follows every one.
      const eighths = Array.from({ length: 32 }, (_, i) => ({
        ...event(Math.floor(i / 8), i / 2, 0.5, i % 2 ? G : C),
        ...(i % 2 ? { tones: [7, 11, 2], bass: 7 } : { tones: [0, 4, 7], bass: 0 }),
      }))
      await engine.play(eighths, {
        bpm: 150,
        beatsPerBar: 4,
        metronome: true,
        loop: true,
        style: 'rock-eighths',
      })
      for (let i = 0; i < 25; i += 1) {
        audio.run(11 + i * 9)
        audio.stall(200)
      }
      audio.run(500)
      engine.stop()
      const starts = audio.sources.map((s) => ({ when: s.when ?? 0, at: s.calledAt ?? 0 }))
      expect(starts.length).toBeGreaterThan(150)
      const parts = new Set(records.map((record) => record.part))
      expect(parts).toEqual(new Set([undefined, 'chords', 'bass', 'drums']))
      const lateness = scheduleLateness(starts)
      const lateStarts = audio.sources.filter((s) => (s.when ?? 0) < (s.calledAt ?? 0))
      if (late) {
        expect(lateStarts.length).toBeGreaterThan(0)
        expect(scheduleLateness(records).late).toBeGreaterThan(0)
      } else {
        expect(lateStarts).toEqual([])
        expect(lateness).toMatchObject({ late: 0, worstLateMs: 0 })
        expect(scheduleLateness(records).late).toBe(0)
      }
    },
  )
})
