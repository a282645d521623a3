// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { allChords } from '@/music/chord-catalog'
import { chordPageData, chordPageDataForSlug } from './chord-page-data'
import {
  keyboardRange,
  MIN_WHITE_KEYS,
  SHARED_RANGE_MAX_WHITE_KEYS,
  voicingRange,
  whiteCount,
} from './keyboard-range'

describe('chord page data', () => {
  it('names the chord three ways', () => {
    const data = chordPageDataForSlug('c-sharp-minor-7-flat-5')
    expect(data?.symbol).toBe('C#m7b5')
    expect(data?.display).toBe('C♯m7♭5')
    expect(data?.name).toBe('C♯ half-diminished seventh')
    expect(data?.twin && `${data.twin.root.name}${data.twin.quality.symbol}`).toBe('Dbm7b5')
  })

  it('is undefined for a slug that names no chord', () => {
    expect(chordPageDataForSlug('h-major')).toBeUndefined()
  })

  it('fits every voicing of every chord on its keyboard', () => {
    for (const spec of allChords()) {
      const data = chordPageData(spec)
      for (const voicing of [data.root, ...data.inversions]) {
        for (const note of voicing.notes) {
          expect(note.midi).toBeGreaterThanOrEqual(data.range.low)
          expect(note.midi).toBeLessThanOrEqual(data.range.high)
        }
      }
    }
  })

  it('starts keyboards on C or F and ends them on E or B, at least ten white keys wide', () => {
    expect(keyboardRange([60, 64, 67])).toEqual({ low: 60, high: 76 })
    expect(keyboardRange([71, 75, 78])).toEqual({ low: 65, high: 83 })
    for (const spec of allChords()) {
      const { low, high } = chordPageData(spec).range
      expect([0, 5]).toContain(low % 12)
      expect([4, 11]).toContain(high % 12)
      let white = 0
      for (let m = low; m <= high; m += 1) if ([0, 2, 4, 5, 7, 9, 11].includes(m % 12)) white += 1
      expect(white).toBeGreaterThanOrEqual(MIN_WHITE_KEYS)
    }
  })

  it('shares one keyboard among the voicings unless it would be too wide', () => {
    const c = chordPageDataForSlug('c-major')
    if (!c) throw new Error('no C')
    for (const voicing of [c.root, ...c.inversions]) expect(voicingRange(c, voicing)).toBe(c.range)
    const b13 = chordPageDataForSlug('b-13')
    if (!b13) throw new Error('no B13')
    expect(whiteCount(b13.range)).toBeGreaterThan(SHARED_RANGE_MAX_WHITE_KEYS)
    for (const voicing of [b13.root, ...b13.inversions]) {
      const range = voicingRange(b13, voicing)
      expect(whiteCount(range)).toBeLessThan(whiteCount(b13.range))
      for (const note of voicing.notes) {
        expect(note.midi).toBeGreaterThanOrEqual(range.low)
        expect(note.midi).toBeLessThanOrEqual(range.high)
      }
    }
  })
})
