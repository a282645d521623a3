import { describe, expect, it } from 'vitest'
import { buildSections } from '@/testing/song-builders'
import { barSeconds, tempoPlace } from './tempo-place'

const song = buildSections([
  { label: 'Verse', bars: [['C'], ['G']] },
  { label: 'Chorus', repeat: 2, bars: [['F'], ['C'], ['G']] },
])

describe('the place in a song at its tempo', () => {
  it('counts a bar of 4/4 at 120 bpm as two seconds', () => {
    expect(barSeconds(4, 120)).toBe(2)
    expect(barSeconds(3, 60)).toBe(3)
  })

  it('walks the bars in order, through every repeat, then ends', () => {
    const at = (seconds: number) => tempoPlace(song, 4, 120, seconds)
    expect(at(0)).toEqual({ section: 0, bar: 0, fraction: 0 })
    expect(at(3)).toEqual({ section: 0, bar: 1, fraction: 0.5 })
    expect(at(4)).toEqual({ section: 1, bar: 0, fraction: 0 })
    // The chorus's second time round starts again at its first bar.
    expect(at(4 + 6)).toEqual({ section: 1, bar: 0, fraction: 0 })
    expect(at(4 + 11)).toEqual({ section: 1, bar: 2, fraction: 0.5 })
    expect(at(4 + 12)).toBeNull()
  })

  it('skips sections without bars', () => {
    const sections = buildSections([
      { label: 'Empty', bars: [] },
      { label: 'Verse', bars: [['C']] },
    ])
    expect(tempoPlace(sections, 4, 60, 1)).toEqual({ section: 1, bar: 0, fraction: 0.25 })
  })
})
