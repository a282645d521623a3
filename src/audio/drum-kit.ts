import { seededRandom } from './karplus-strong'
import { sounding, startNotes, type Voice } from './sounding'
import { DRUM, type DrumKey } from './styles/style-types'

// A small drum kit synthesised from sine sweeps and filtered noise, each drum rendered once into
// a buffer: nothing to fetch or license, and the same sound in the browser and the offline render.

type DrumSound = {
  seconds: number
  /** The whole drum's level against the others. */
  gain: number
  render: (t: number, noise: number, previousNoise: number) => number
}

const exp = (t: number, tau: number) => Math.exp(-t / tau)
const sine = (hz: number, t: number) => Math.sin(2 * Math.PI * hz * t)

/** A kick's pitch falls from 120 Hz towards 45 Hz: its phase is the integral of that sweep. */
function kick(t: number): number {
  const fall = 0.035
  const phase = 45 * t + 75 * fall * (1 - Math.exp(-t / fall))
  return Math.sin(2 * Math.PI * phase) * exp(t, 0.16)
}

const SOUNDS: Record<DrumKey, DrumSound> = {
  [DRUM.kick]: { seconds: 0.45, gain: 1, render: (t) => kick(t) },
  [DRUM.snare]: {
    seconds: 0.3,
    gain: 0.75,
    render: (t, noise, prev) =>
      0.7 * (noise - prev) * exp(t, 0.07) + 0.5 * sine(185, t) * exp(t, 0.04),
  },
  [DRUM.sideStick]: {
    seconds: 0.08,
    gain: 0.55,
    render: (t, noise) => (0.6 * sine(1700, t) + 0.4 * noise) * exp(t, 0.012),
  },
  [DRUM.closedHat]: {
    seconds: 0.09,
    gain: 0.35,
    render: (t, noise, prev) => (noise - prev) * exp(t, 0.018),
  },
  [DRUM.pedalHat]: {
    seconds: 0.07,
    gain: 0.3,
    render: (t, noise, prev) => (noise - prev) * exp(t, 0.012),
  },
  [DRUM.openHat]: {
    seconds: 0.45,
    gain: 0.3,
    render: (t, noise, prev) => (noise - prev) * exp(t, 0.15),
  },
  [DRUM.ride]: {
    seconds: 1.2,
    gain: 0.28,
    render: (t, noise, prev) =>
      (0.35 * (noise - prev) + 0.25 * (sine(3150, t) + sine(4730, t) + sine(5530, t))) *
      exp(t, 0.35),
  },
  [DRUM.shaker]: {
    seconds: 0.12,
    gain: 0.25,
    // A 6 ms swell: beads shaken, not struck.
    render: (t, noise, prev) => (noise - prev) * Math.min(1, t / 0.006) * exp(t, 0.03),
  },
}

export const DRUM_KEYS = Object.keys(SOUNDS).map(Number) as DrumKey[]
const PEAK = 0.9

export function isDrumKey(key: number): key is DrumKey {
  return key in SOUNDS
}

/** One drum as samples, peaking at PEAK and ending in silence. */
export function renderDrum(key: DrumKey, sampleRate: number): Float32Array {
  const sound = SOUNDS[key]
  const random = seededRandom(key)
  const out = new Float32Array(Math.round(sound.seconds * sampleRate))
  let previous = 0
  for (let i = 0; i < out.length; i += 1) {
    const noise = random() * 2 - 1
    out[i] = sound.render(i / sampleRate, noise, previous)
    previous = noise
  }
  let max = 0
  for (const value of out) max = Math.max(max, Math.abs(value))
  const fade = Math.round(0.005 * sampleRate)
  for (let i = 0; i < out.length; i += 1) {
    const tail = Math.min(1, (out.length - 1 - i) / fade)
    out[i] = ((out[i] ?? 0) / (max || 1)) * PEAK * tail
  }
  return out
}

type KitContext = Pick<
  BaseAudioContext,
  'sampleRate' | 'createBuffer' | 'createBufferSource' | 'createGain'
>

export class DrumKit implements Voice {
  private readonly buffers = new Map<DrumKey, AudioBuffer>()

  constructor(private readonly context: KitContext) {}

  async load(): Promise<void> {
    for (const key of DRUM_KEYS) this.buffer(key)
  }

  /** Hits the drums whose General MIDI keys are given; unknown keys stay silent. */
  readonly strike: Voice['strike'] = (keys, at, level, output) => {
    const known = keys.filter(isDrumKey)
    if (known.length === 0) return undefined
    const notes = startNotes(
      this.context,
      output,
      known.map((key) => ({
        buffer: this.buffer(key),
        start: at,
        level: level * SOUNDS[key].gain,
      })),
    )
    const longest = Math.max(...known.map((key) => SOUNDS[key].seconds))
    return sounding(notes, { releaseS: 0.01, naturalEnd: at + longest })
  }

  private buffer(key: DrumKey): AudioBuffer {
    let buffer = this.buffers.get(key)
    if (!buffer) {
      const samples = renderDrum(key, this.context.sampleRate)
      buffer = this.context.createBuffer(1, samples.length, this.context.sampleRate)
      buffer.getChannelData(0).set(samples)
      this.buffers.set(key, buffer)
    }
    return buffer
  }
}
