import { describe, expect, it } from 'vitest'
import { barsFromLine, barText, isChordLine } from '@/song/bar-notation'

describe('barText', () => {
  it.each([
    [['C'], 'C'],
    [[''], ''],
    [['Am', '', 'F', ''], 'Am F'],
    [['Am', 'G', 'F', 'E'], 'Am G F E'],
    [['Am', '', '', 'F'], 'Am . . F'],
    [['Am', '', '', ''], 'Am . . .'],
    [['', 'F', '', ''], '. F . .'],
    [['', '', '', ''], '. . . .'],
    [['D', '', '', 'A', '', ''], 'D A'],
  ])('writes %j as %j', (bar, text) => {
    expect(barText(bar)).toBe(text)
  })

  it('wraps chords for ChordPro', () => {
    expect(barText(['Am', '', 'F', ''], (c) => `[${c}]`)).toBe('[Am] [F]')
  })
})

describe('barsFromLine', () => {
  it('reads bar lines, dots and evenly spread chords', () => {
    expect(barsFromLine('| [C] | [Am] [F] |', 4)).toEqual([['C'], ['Am', '', 'F', '']])
    expect(barsFromLine('| C . . . | G . D . |', 4)).toEqual([
      ['C', '', '', ''],
      ['G', '', 'D', ''],
    ])
    expect(barsFromLine('C G | Am F', 4)).toEqual([
      ['C', '', 'G', ''],
      ['Am', '', 'F', ''],
    ])
    expect(barsFromLine('| Am G F |', 4)).toEqual([['Am', 'G', 'F', '']])
    expect(barsFromLine('| C | | % |', 4)).toEqual([['C'], [''], ['']])
    expect(barsFromLine('| G | % |', 3)).toEqual([['G'], ['G']])
    expect(barsFromLine('|: Em D :|', 4)).toEqual([['Em', '', 'D', '']])
  })

  it('reads chords without bar lines as a bar each', () => {
    expect(barsFromLine('C    G/B      Am7   F', 4)).toEqual([['C'], ['G/B'], ['Am7'], ['F']])
    expect(barsFromLine('A[G]mazing [G7]grace', 4)).toEqual([['G'], ['G7']])
  })

  it('reads back what barText writes, for every kind of bar', () => {
    const bars = [
      ['C'],
      [''],
      ['Am', '', 'F', ''],
      ['Am', '', '', 'F'],
      ['', 'F', '', ''],
      ['A', 'B', 'C', 'D'],
    ]
    const line = `| ${bars.map((bar) => barText(bar)).join(' | ')} |`
    expect(barsFromLine(line, 4)).toEqual(bars)
  })
})

describe('isChordLine', () => {
  it.each([
    ['C    G    Am   F', true],
    ['| [C] | [Am] [F] |', true],
    ['| C . . . | G . . . |', true],
    ['Amazing grace how sweet the sound', false],
    ['A', true],
    ['I am a man', false],
    ['', false],
    ['| |', false],
  ])('%j → %s', (line, expected) => {
    expect(isChordLine(line)).toBe(expected)
  })
})
