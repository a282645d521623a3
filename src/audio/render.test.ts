// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEFAULT_MIX } from './mix'
import {
  RENDER_LEAD_S,
  RENDER_SAMPLE_RATE,
  RENDER_TAIL_S,
  renderSeconds,
  renderWav,
} from './render'
import { C_BAR, G_OVER_B_BAR } from './testing/chord-bars'
import { fakeAudioContext, fakeFetchSample } from './testing/fake-audio-context'
import { encodeWav } from './wav'

describe('the offline render', () => {
  it('lasts the song at its tempo, plus a lead and a tail', () => {
    const options = { bpm: 120, beatsPerBar: 4 }
    expect(renderSeconds({ events: [C_BAR, G_OVER_B_BAR], options })).toBeCloseTo(
      RENDER_LEAD_S + 4 + RENDER_TAIL_S,
    )
    expect(
      renderSeconds({ events: [C_BAR], options: { ...options, beatsPerBar: 3, bpm: 60 } }),
    ).toBeCloseTo(RENDER_LEAD_S + 6 + RENDER_TAIL_S)
  })

  it('schedules the whole band through the engine on an offline context, then renders', async () => {
    const audio = fakeAudioContext({ sampleRate: RENDER_SAMPLE_RATE, currentTime: 0 })
    let frames = 0
    const rendered = {
      numberOfChannels: 1,
      sampleRate: RENDER_SAMPLE_RATE,
      length: 4,
      getChannelData: () => new Float32Array([0, 0.5, -0.5, 1]),
    }
    const wav = await renderWav(
      {
        events: [C_BAR, G_OVER_B_BAR],
        instrument: 'guitar',
        mix: DEFAULT_MIX,
        options: { bpm: 120, beatsPerBar: 4, style: 'pop-strum' },
      },
      {
        fetchSample: fakeFetchSample(),
        createContext: (_channels, length) => {
          frames = length
          // Rendering runs to each suspension in turn, where the next notes are scheduled.
          const pauses: [number, () => void][] = []
          return Object.assign(audio.context, {
            suspend: (at: number) => new Promise<void>((resume) => pauses.push([at, resume])),
            resume: async () => {},
            startRendering: async () => {
              for (const [at, resume] of pauses) {
                audio.now = at
                resume()
                await Promise.resolve()
                await Promise.resolve()
              }
              return rendered as unknown as AudioBuffer
            },
          })
        },
      },
    )
    expect(frames).toBe(Math.ceil((RENDER_LEAD_S + 4 + RENDER_TAIL_S) * RENDER_SAMPLE_RATE))
    const starts = audio.sources.map((source) => source.when ?? -1)
    expect(Math.min(...starts)).toBeCloseTo(RENDER_LEAD_S, 6)
    expect(Math.max(...starts)).toBeLessThan(RENDER_LEAD_S + 4)
    expect(Math.max(...starts)).toBeGreaterThan(RENDER_LEAD_S + 3.5)
    expect(Math.max(...starts)).toBeGreaterThan(RENDER_LEAD_S + 3.5)
    // Strums, bass and drums: far more than the two chord changes.
    expect(audio.sources.length).toBeGreaterThan(50)
    expect(wav.length).toBe(44 + 4 * 2)
  })
})

describe('encodeWav', () => {
  it('writes a RIFF header and 16-bit samples, clamping past full scale', () => {
    const wav = encodeWav({
      numberOfChannels: 1,
      sampleRate: 8000,
      length: 4,
      getChannelData: () => new Float32Array([0, 0.5, -1, 2]),
    })
    const view = new DataView(wav.buffer)
    expect(new TextDecoder().decode(wav.slice(0, 4))).toBe('RIFF')
    expect(new TextDecoder().decode(wav.slice(8, 16))).toBe('WAVEfmt ')
    expect(view.getUint32(24, true)).toBe(8000)
    expect(view.getUint16(34, true)).toBe(16)
    expect(view.getUint32(40, true)).toBe(8)
    expect([0, 1, 2, 3].map((i) => view.getInt16(44 + i * 2, true))).toEqual([
      0, 16383, -32768, 32767,
    ])
  })
})
