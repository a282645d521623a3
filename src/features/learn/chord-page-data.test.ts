// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { allChords } from '@/music/chord-catalog'
import { type ChordPageData, chordPageData, chordPageDataForSlug } from './chord-page-data'
import {
  keyboardRange,
  MIN_WHITE_KEYS,
  SHARED_RANGE_MAX_WHITE_KEYS,
  voicingRange,
  whiteCount,
} from './keyboard-range'

// Every page's data, built once for the tests that walk all 527 of them.
let everyPage: ChordPageData[] | undefined
const allPages = () => {
  everyPage ??= allChords().map(chordPageData)
  return everyPage
}

describe('chord page data', () => {
  it('names the chord three ways', () => {
    const data = chordPageDataForSlug('c-sharp-minor-7-flat-5')
    expect(data?.symbol).toBe('C#m7b5')
    expect(data?.display).toBe('C♯m7♭5')
    expect(data?.name).toBe('C♯ half-diminished seventh')
    expect(data?.twin && `${data.twin.root.name}${data.twin.quality.symbol}`).toBe('Dbm7b5')
  })

  it('builds the page of every kind on every root, with its words, keys and shapes', () => {
    for (const data of allPages()) {
      const label = data.symbol
      expect(data.facts.notes.length, label).toBeGreaterThanOrEqual(2)
      expect(data.inversions, label).toHaveLength(data.facts.notes.length - 1)
      expect(data.copy.sound, label).toMatch(/\.$/)
      expect(data.progressions.length, label).toBeGreaterThan(0)
      expect(data.related.length, label).toBeGreaterThanOrEqual(2)
      expect(data.guitar.length, label).toBeGreaterThan(0)
      expect(data.faqs.length, label).toBeGreaterThanOrEqual(5)
      expect(data.display, label).not.toMatch(/[#b]\d/)
    }
  })

  it('names the newer kinds in words and symbols', () => {
    const names = (slug: string) => {
      const data = chordPageDataForSlug(slug)
      return data && [data.symbol, data.display, data.name, data.label]
    }
    expect(names('c-5')).toEqual(['C5', 'C5', 'C power', 'C5'])
    expect(names('f-6-9')).toEqual(['F69', 'F6/9', 'F six nine', 'F6/9'])
    expect(names('a-flat-7-flat-9')).toEqual(['Ab7b9', 'A♭7♭9', 'A♭ seven flat nine', 'A♭7♭9'])
    expect(names('c-major-7-sharp-11')?.[1]).toBe('Cmaj7♯11')
    // A five-note chord has no four-string shape: the page says why instead of drawing one.
    expect(chordPageDataForSlug('g-7-sharp-9')?.ukulele).toEqual([])
  })

  it('is undefined for a slug that names no chord', () => {
    expect(chordPageDataForSlug('h-major')).toBeUndefined()
  })

  it('fits every voicing of every chord on its keyboard', () => {
    for (const data of allPages()) {
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
    for (const { range } of allPages()) {
      const { low, high } = range
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
