import { describe, expect, it } from 'vitest'
import { buildBar } from '@/testing/song-builders'
import { barsToText, textToBars } from './bar-text'

const chordsOf = (text: string) => textToBars(text, 4)?.bars.map((bar) => bar.chords)

describe('bars as text', () => {
  it('round-trips bars through the clipboard text', () => {
    const chords = [['C'], ['Am', '', 'F', ''], ['G/B'], ['D', '', '', 'E']]
    const text = barsToText(chords.map((bar, i) => buildBar(bar, 0, i)))
    expect(text).toBe('| C | Am F | G/B | D . . E |')
    expect(chordsOf(text)).toEqual(chords)
    expect(textToBars(text, 4)?.invalid).toEqual([])
  })

  it('reads chords without bar lines as a bar each, and reports what is not a chord', () => {
    expect(chordsOf('C  G\nAm')).toEqual([['C'], ['G'], ['Am']])
    expect(textToBars('C Hello', 4)?.invalid).toEqual(['Hello'])
    expect(textToBars('  ', 4)).toBeUndefined()
  })

  it('gives each bar read a new id', () => {
    const [first, second] = textToBars('C G', 4)?.bars ?? []
    expect(first?.id).not.toBe(second?.id)
  })
})
