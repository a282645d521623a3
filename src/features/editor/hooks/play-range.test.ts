import { describe, expect, it } from 'vitest'
import { playedBars } from '../playback-plan'
import { testSong } from '../state/test-song'
import { playRange } from './use-playback'

describe('playRange', () => {
  const bars = playedBars(testSong())

  it('plays from a bar of the document, on its first pass', () => {
    expect(playRange(bars, { fromBar: { section: 1, bar: 1 } })).toEqual({ fromBar: 5 })
    expect(playRange(bars, {})).toEqual({})
  })

  it('loops a section through all its repeats', () => {
    // The chorus (2 bars, played twice) follows the verse's 4 bars.
    expect(playRange(bars, { loopSection: 1 })).toEqual({ fromBar: 4, toBar: 8 })
    expect(playRange(bars, { loopSection: 9 })).toEqual({})
  })

  it('loops the selected bars of a section, on its first pass', () => {
    expect(playRange(bars, { loopBars: { section: 0, first: 1, last: 2 } })).toEqual({
      fromBar: 1,
      toBar: 3,
    })
    expect(playRange(bars, { loopBars: { section: 1, first: 0, last: 0 } })).toEqual({
      fromBar: 4,
      toBar: 5,
    })
    expect(playRange(bars, { loopBars: { section: 0, first: 2, last: 9 } })).toEqual({})
  })
})
