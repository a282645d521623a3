import { midiToFrequency, type PluckTone, renderPluck } from './karplus-strong'
import { perNoteGain, sounding, startNotes, type Voice } from './sounding'

export type StringsSound = PluckTone & {
  /** Seconds between neighbouring strings in a strum. */
  strumStepS: number
  /** Time constant of a string damped by the hand (next strum, chord's end), in seconds. */
  dampS: number
  /** Peak level of the whole strum. */
  gain: number
}

export const GUITAR: StringsSound = {
  seconds: 2.5,
  t60AtA2S: 4,
  brightness: 0.75,
  pluckPosition: 0.18,
  strumStepS: 0.018,
  dampS: 0.04,
  gain: 0.8,
}

export const UKULELE: StringsSound = {
  seconds: 1.6,
  t60AtA2S: 2,
  brightness: 0.5,
  pluckPosition: 0.25,
  strumStepS: 0.024,
  dampS: 0.04,
  gain: 0.8,
}

/** A bass guitar: the same plucked string, darker, longer and plucked nearer the middle. */
export const BASS: StringsSound = {
  seconds: 2,
  t60AtA2S: 5,
  brightness: 0.3,
  pluckPosition: 0.3,
  strumStepS: 0,
  dampS: 0.05,
  gain: 0.9,
}

type BufferContext = Pick<
  BaseAudioContext,
  'sampleRate' | 'createBuffer' | 'createBufferSource' | 'createGain'
>

/** A strummed instrument: each pitch rendered once into a buffer, strings strummed low to high. */
export class PluckedStrings implements Voice {
  private readonly buffers = new Map<number, AudioBuffer>()

  constructor(
    private readonly context: BufferContext,
    private readonly sound: StringsSound,
  ) {}

  // Rendering takes about a millisecond a pitch; done before play so no strike has to.
  async load(midi: readonly number[]): Promise<void> {
    for (const pitch of midi) this.buffer(pitch)
  }

  /** A down-strum: the lowest string on the beat, each next one strumStepS later. */
  readonly strike: Voice['strike'] = (midi, at, level, output) => {
    if (midi.length === 0) return undefined
    const { strumStepS, dampS, gain, seconds } = this.sound
    const perString = perNoteGain(gain * level, midi.length)
    const notes = startNotes(
      this.context,
      output,
      midi.map((pitch, i) => ({
        buffer: this.buffer(pitch),
        start: at + i * strumStepS,
        level: perString,
      })),
    )
    const naturalEnd = at + (midi.length - 1) * strumStepS + seconds
    return sounding(notes, { releaseS: dampS, staggerS: strumStepS, naturalEnd })
  }

  private buffer(midi: number): AudioBuffer {
    let buffer = this.buffers.get(midi)
    if (!buffer) {
      const { sampleRate } = this.context
      const samples = renderPluck(midiToFrequency(midi), sampleRate, this.sound)
      buffer = this.context.createBuffer(1, samples.length, sampleRate)
      buffer.getChannelData(0).set(samples)
      this.buffers.set(midi, buffer)
    }
    return buffer
  }
}
