// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEngine } from '@/audio/engine'
import { DEFAULT_MIX } from '@/audio/mix'
import { fakeAudioContext, fakeFetchSample } from '@/audio/testing/fake-audio-context'
import { voiceChord } from '@/music/instrument-voicing'
import { decodeSong } from '@/song/decode'
import { encodeSong } from '@/song/encode'
import { PREVIEW_SONG, previewEvents } from './preview-song'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the landing page example', () => {
  it('sounds each chord as the editor voices it on the piano', () => {
    for (const [chord, midi] of Object.entries(PREVIEW_SONG.voicings)) {
      expect(midi, chord).toEqual(voiceChord(chord, 'piano'))
    }
  })

  it('is a song the editor could make: it decodes to itself', () => {
    const { doc } = PREVIEW_SONG
    const stored = encodeSong({
      style: 'block',
      mix: DEFAULT_MIX,
      ...doc,
      instrument: 0,
      key: PREVIEW_SONG.key,
      tags: [],
      description: '',
    })
    const decoded = decodeSong(stored)
    expect(decoded.problems).toEqual([])
    expect(decoded.document.sections).toEqual(doc.sections)
  })

  it('holds one chord for each whole bar, one after the other', () => {
    expect(PREVIEW_SONG.doc.sections[0]?.bars.map((bar) => bar.chords)).toEqual([
      ['C'],
      ['Am'],
      ['F'],
      ['G'],
    ])
    expect(previewEvents(PREVIEW_SONG)).toEqual([
      { bar: 0, beat: 0, beats: 4, midi: [48, 60, 64, 67] },
      { bar: 1, beat: 4, beats: 4, midi: [45, 57, 60, 64] },
      { bar: 2, beat: 8, beats: 4, midi: [53, 65, 69, 72] },
      { bar: 3, beat: 12, beats: 4, midi: [43, 55, 59, 62] },
    ])
  })

  it('plays through the real engine: bars 0 to 3 are heard in time, then it ends', async () => {
    const audio = fakeAudioContext()
    const engine = createEngine(audio.context, { fetchSample: fakeFetchSample() })
    const bars: [number, number][] = []
    const ended = vi.fn()
    engine.onBar((bar) => bars.push([bar, audio.now]))
    engine.onEnd(ended)
    const start = audio.now
    await engine.play(previewEvents(PREVIEW_SONG), { bpm: 96, beatsPerBar: 4 })
    const barSeconds = (60 / PREVIEW_SONG.doc.bpm) * PREVIEW_SONG.doc.timeSignature.beats
    audio.run(Math.ceil(4 * barSeconds * 1000) + 200)
    expect(bars.map(([bar]) => bar)).toEqual([0, 1, 2, 3])
    // Each bar is reported within a few ms of when it sounds.
    for (const [bar, at] of bars) expect(at - start).toBeCloseTo(0.04 + bar * barSeconds, 1)
    expect(ended).toHaveBeenCalledOnce()
  })
})
