// Plucked strings by the Karplus-Strong method: a burst of noise the length of one period goes
// round a delay line through an averaging filter, which keeps the harmonics of the string's pitch
// and lets the highs die first, as a real string does. An all-pass filter supplies the fraction of
// a sample the delay line cannot, so high notes are in tune.

export type PluckTone = {
  /** Length of the rendered note, in seconds. */
  seconds: number
  /** Seconds for a 110 Hz (A2) string to fall by 60 dB; higher strings die sooner. */
  t60AtA2S: number
  /** 0–1: how much of the pluck's high end survives (nylon is duller than steel). */
  brightness: number
  /** Where the string is plucked, as a fraction of its length from the bridge. */
  pluckPosition: number
}

/** Peak level of every rendered note, so all pitches sound equally loud. */
export const PLUCK_PEAK = 0.9
/** The last moments fade to silence, so a buffer never ends with a click. */
export const PLUCK_FADE_S = 0.03

export function midiToFrequency(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12)
}

/** A small seeded generator (mulberry32): the same seed renders the same note every time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export function renderPluck(
  frequency: number,
  sampleRate: number,
  tone: PluckTone,
  random: () => number = seededRandom(Math.round(frequency * 100)),
): Float32Array {
  const period = sampleRate / frequency
  // The averaging filter delays by half a sample; the all-pass takes a fraction in [0.1, 1.1),
  // where its delay is flattest.
  const delay = Math.max(2, Math.floor(period - 0.6))
  const fraction = period - 0.5 - delay
  const allPass = (1 - fraction) / (1 + fraction)
  const t60S = tone.t60AtA2S * Math.sqrt(110 / frequency)
  // Gain per trip round the loop that makes the string fall 60 dB in t60S.
  const loss = 10 ** (-3 / (t60S * frequency))

  const out = new Float32Array(Math.max(1, Math.round(tone.seconds * sampleRate)))
  const burst = excitation(delay, tone, random)
  let previousIn = 0
  let previousOut = 0
  for (let n = 0; n < out.length; n += 1) {
    if (n < delay) {
      out[n] = burst[n] ?? 0
      continue
    }
    const x = loss * 0.5 * ((out[n - delay] ?? 0) + (out[n - delay - 1] ?? 0))
    const y = allPass * x + previousIn - allPass * previousOut
    previousIn = x
    previousOut = y
    out[n] = y
  }
  normalise(out, PLUCK_PEAK)
  fadeOut(out, Math.round(PLUCK_FADE_S * sampleRate))
  return out
}

function excitation(length: number, tone: PluckTone, random: () => number): Float32Array {
  const noise = new Float32Array(length)
  let low = 0
  for (let i = 0; i < length; i += 1) {
    low += tone.brightness * (random() * 2 - 1 - low)
    noise[i] = low
  }
  // Plucking at a point silences the harmonics that have a node there (a comb filter).
  const gap = Math.max(1, Math.round(tone.pluckPosition * length))
  const burst = noise.map((value, i) => value - (i >= gap ? (noise[i - gap] ?? 0) : 0))
  // Without its mean, the burst adds no thump of DC.
  const mean = burst.reduce((sum, value) => sum + value, 0) / length
  return burst.map((value) => value - mean)
}

function normalise(samples: Float32Array, peak: number) {
  let max = 0
  for (const value of samples) max = Math.max(max, Math.abs(value))
  if (max === 0) return
  const scale = peak / max
  for (let i = 0; i < samples.length; i += 1) samples[i] = (samples[i] ?? 0) * scale
}

function fadeOut(samples: Float32Array, length: number) {
  const start = Math.max(0, samples.length - length)
  for (let i = start; i < samples.length; i += 1) {
    samples[i] = (samples[i] ?? 0) * ((samples.length - 1 - i) / Math.max(1, length))
  }
}
