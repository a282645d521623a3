// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { midiToFrequency, PLUCK_PEAK, renderPluck, seededRandom } from './karplus-strong'
import { renderClick } from './metronome'
import { GUITAR, UKULELE } from './plucked-strings'

const RATE = 44_100

/** The period of a signal in samples, by autocorrelation with parabolic interpolation. */
function period(samples: Float32Array, expected: number): number {
  const from = Math.round(0.2 * RATE)
  const window = 4096
  const correlation = (lag: number) => {
    let sum = 0
    for (let i = from; i < from + window; i += 1) sum += (samples[i] ?? 0) * (samples[i + lag] ?? 0)
    return sum
  }
  let best = Math.round(expected * 0.8)
  for (let lag = best; lag <= Math.round(expected * 1.2); lag += 1) {
    if (correlation(lag) > correlation(best)) best = lag
  }
  const [a, b, c] = [correlation(best - 1), correlation(best), correlation(best + 1)]
  return best + (a - c) / (2 * (a - 2 * b + c))
}

const rms = (samples: Float32Array, fromS: number, toS: number) => {
  const part = samples.subarray(Math.round(fromS * RATE), Math.round(toS * RATE))
  return Math.sqrt(part.reduce((sum, v) => sum + v * v, 0) / part.length)
}

describe('a plucked string', () => {
  it.each([40, 52, 64, 69, 76, 81])('sounds MIDI %i in tune (within 3 cents)', (midi) => {
    const frequency = midiToFrequency(midi)
    const samples = renderPluck(frequency, RATE, GUITAR)
    const cents = 1200 * Math.log2(RATE / period(samples, RATE / frequency) / frequency)
    expect(Math.abs(cents)).toBeLessThan(3)
  })

  it('dies away, the ukulele sooner than the guitar, and ends in silence', () => {
    const guitar = renderPluck(220, RATE, GUITAR)
    const ukulele = renderPluck(220, RATE, UKULELE)
    expect(guitar).toHaveLength(Math.round(GUITAR.seconds * RATE))
    expect(rms(guitar, 1.5, 1.7)).toBeLessThan(rms(guitar, 0.05, 0.25) / 4)
    expect(rms(ukulele, 1, 1.2) / rms(ukulele, 0.05, 0.25)).toBeLessThan(
      rms(guitar, 1, 1.2) / rms(guitar, 0.05, 0.25),
    )
    expect(Math.abs(guitar.at(-1) ?? 1)).toBe(0)
    expect(Math.max(...guitar.map(Math.abs))).toBeCloseTo(PLUCK_PEAK, 5)
  })

  it('is the same every time for the same seed', () => {
    const tone = { ...UKULELE, seconds: 0.1 }
    expect(renderPluck(330, RATE, tone, seededRandom(7))).toEqual(
      renderPluck(330, RATE, tone, seededRandom(7)),
    )
    expect(renderPluck(330, RATE, tone, seededRandom(7))).not.toEqual(
      renderPluck(330, RATE, tone, seededRandom(8)),
    )
  })
})

describe('a metronome click', () => {
  it('is short, starts at once and dies away, the accent higher', () => {
    const accent = renderClick(RATE, true)
    const beat = renderClick(RATE, false)
    expect(accent.length / RATE).toBeLessThan(0.05)
    expect(Math.max(...accent.subarray(0, 50).map(Math.abs))).toBeGreaterThan(0.5)
    expect(Math.abs(accent.at(-1) ?? 1)).toBeLessThan(0.01)
    const crossings = (s: Float32Array) =>
      s.filter((v, i) => i > 0 && (s[i - 1] ?? 0) < 0 && v >= 0).length
    expect(crossings(accent)).toBeGreaterThan(crossings(beat))
  })
})
