import { describe, expect, it } from 'vitest'
import { isChord } from '@/music/chord-symbol'
import { barsToText, textToBars } from './bar-text'

describe('bars as text', () => {
  it('round-trips bars through the clipboard text', () => {
    const bars = [['C'], ['Am', '', 'F', ''], ['G/B']]
    const text = barsToText(bars)
    expect(text).toBe('| C | Am . F . | G/B |')
    expect(textToBars(text, isChord)).toEqual({ bars, invalid: [] })
  })

  it('reads chords without bar lines as a bar each, and reports what is not a chord', () => {
    expect(textToBars('C  G\nAm', isChord)?.bars).toEqual([['C'], ['G'], ['Am']])
    expect(textToBars('C Hello', isChord)?.invalid).toEqual(['Hello'])
    expect(textToBars('  ', isChord)).toBeUndefined()
  })
})
