// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEngine } from '@/audio/engine'
import { fakeAudioContext, fakeFetchSample } from '@/audio/testing/fake-audio-context'
import { voiceChord } from '@/music/instrument-voicing'
import { PREVIEW_SONG, previewEvents } from './preview-song'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the landing page example', () => {
  it('sounds each chord as the editor voices it on the piano', () => {
    for (const bar of PREVIEW_SONG.bars) {
      expect(bar.midi, bar.chord).toEqual(voiceChord(bar.chord, 'piano'))
    }
  })

  it('holds one chord for each whole bar, one after the other', () => {
    expect(PREVIEW_SONG.bars.map((bar) => bar.chord)).toEqual(['C', 'Am', 'F', 'G'])
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
    await engine.play(previewEvents(PREVIEW_SONG), PREVIEW_SONG)
    const barSeconds = (60 / PREVIEW_SONG.bpm) * PREVIEW_SONG.beatsPerBar
    audio.run(Math.ceil(4 * barSeconds * 1000) + 200)
    expect(bars.map(([bar]) => bar)).toEqual([0, 1, 2, 3])
    // Each bar is reported within a few ms of when it sounds.
    for (const [bar, at] of bars) expect(at - start).toBeCloseTo(0.04 + bar * barSeconds, 1)
    expect(ended).toHaveBeenCalledOnce()
  })
})
