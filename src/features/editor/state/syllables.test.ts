import { describe, expect, it } from 'vitest'
import { buildSections } from '@/testing/song-builders'
import { lineSyllables, syllableCount } from './syllables'

describe('counting syllables', () => {
  it('counts a line of lyrics', () => {
    expect(syllableCount('Hello darkness, my old friend')).toBe(7)
    expect(syllableCount("I've come to talk with you again")).toBe(8)
    expect(syllableCount('')).toBe(0)
  })

  it('counts words split over bars with a hyphen as the word', () => {
    expect(syllableCount('Hel-lo')).toBe(2)
    expect(syllableCount('Hel-' + 'lo there')).toBe(3)
  })

  it('puts right words common in songs that the package miscounts', () => {
    expect(syllableCount('going doing seeing')).toBe(6)
    expect(syllableCount('walked talked knocked')).toBe(3)
    expect(syllableCount('whoa everybody')).toBe(5)
    expect(syllableCount('wanted needed loved')).toBe(5)
  })

  it('gives each lyric line’s count at the bar where it ends', () => {
    const [section] = buildSections([
      {
        label: 'Verse',
        bars: [
          { chords: ['C'], words: ['Hello '] },
          { chords: ['Am', '', 'F', ''], words: ['darkness ', '', 'my ', ''], lineEnd: true },
          { chords: ['G'] },
          { chords: ['F'], words: ['old friend '] },
        ],
      },
    ])
    expect(lineSyllables(section?.bars ?? [])).toEqual([null, 5, null, 2])
  })
})
