// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DRUM_KEYS, renderDrum } from './drum-kit'
import { DRUM } from './styles/style-types'

const rms = (samples: Float32Array, from: number, to: number) => {
  let sum = 0
  for (let i = from; i < to; i += 1) sum += (samples[i] ?? 0) ** 2
  return Math.sqrt(sum / Math.max(1, to - from))
}

/** Crossings of zero per second: a rough measure of how high a sound is. */
const brightness = (samples: Float32Array, rate: number) => {
  let crossings = 0
  for (let i = 1; i < samples.length; i += 1) {
    if (Math.sign(samples[i] ?? 0) !== Math.sign(samples[i - 1] ?? 0)) crossings += 1
  }
  return crossings / (samples.length / rate)
}

describe('the drum kit', () => {
  const rate = 44_100
  it('renders every drum loud at its start, fading to silence, never clipping', () => {
    for (const key of DRUM_KEYS) {
      const samples = renderDrum(key, rate)
      const peak = Math.max(...samples.map(Math.abs))
      expect(peak, String(key)).toBeCloseTo(0.9, 2)
      const tenth = Math.floor(samples.length / 10)
      expect(rms(samples, 0, tenth), String(key)).toBeGreaterThan(
        4 * rms(samples, 9 * tenth, samples.length),
      )
      expect(Math.abs(samples.at(-1) ?? 1)).toBe(0)
    }
  })

  it('sounds the kick low and the hi-hat high', () => {
    expect(brightness(renderDrum(DRUM.kick, rate), rate)).toBeLessThan(300)
    expect(brightness(renderDrum(DRUM.closedHat, rate), rate)).toBeGreaterThan(5000)
  })
})
