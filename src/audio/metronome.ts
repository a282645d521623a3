import { sounding, startNotes } from './sounding'

// Short synthesized clicks: a high, louder one on the bar's first beat, a lower one on the others.

export const CLICK_S = 0.03
export const ACCENT_HZ = 1760
export const BEAT_HZ = 1320
/** Decay time constant of a click, in seconds. */
export const CLICK_DECAY_S = 0.005
export const ACCENT_GAIN = 0.6
export const BEAT_GAIN = 0.35

export function renderClick(sampleRate: number, accent: boolean): Float32Array {
  const frequency = accent ? ACCENT_HZ : BEAT_HZ
  return Float32Array.from({ length: Math.round(CLICK_S * sampleRate) }, (_, i) => {
    const t = i / sampleRate
    return Math.sin(2 * Math.PI * frequency * t) * Math.exp(-t / CLICK_DECAY_S)
  })
}

type ClickContext = Pick<
  BaseAudioContext,
  'sampleRate' | 'createBuffer' | 'createBufferSource' | 'createGain'
>

export class Metronome {
  private buffers: { accent: AudioBuffer; beat: AudioBuffer } | undefined

  constructor(private readonly context: ClickContext) {}

  click(at: number, accent: boolean, output: AudioNode) {
    const buffers = this.render()
    const notes = startNotes(this.context, output, [
      {
        buffer: accent ? buffers.accent : buffers.beat,
        start: at,
        level: accent ? ACCENT_GAIN : BEAT_GAIN,
      },
    ])
    return sounding(notes, { releaseS: CLICK_DECAY_S, naturalEnd: at + CLICK_S })
  }

  private render() {
    if (!this.buffers) {
      const make = (accent: boolean) => {
        const samples = renderClick(this.context.sampleRate, accent)
        const buffer = this.context.createBuffer(1, samples.length, this.context.sampleRate)
        buffer.getChannelData(0).set(samples)
        return buffer
      }
      this.buffers = { accent: make(true), beat: make(false) }
    }
    return this.buffers
  }
}
