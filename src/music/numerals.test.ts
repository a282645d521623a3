import { describe, expect, it } from 'vitest'
import { nashvilleNumber, romanNumeral } from './numerals'

describe('romanNumeral', () => {
  it.each([
    ['C', 'C', 'I'],
    ['Dm', 'C', 'ii'],
    ['Em7', 'C', 'iii7'],
    ['F', 'C', 'IV'],
    ['G7', 'C', 'V7'],
    ['Am', 'C', 'vi'],
    ['Bdim', 'C', 'vii°'],
    ['Bm7b5', 'C', 'viiø7'],
    ['Bdim7', 'C', 'vii°7'],
    ['Cmaj7', 'C', 'Imaj7'],
    ['Fadd9', 'C', 'IVadd9'],
    ['Gsus4', 'C', 'Vsus4'],
    ['Caug', 'C', 'I+'],
    ['Bb', 'C', 'bVII'],
    ['Ab', 'C', 'bVI'],
    ['Eb', 'C', 'bIII'],
    ['Fm', 'C', 'iv'],
    ['F#m7b5', 'C', '#ivø7'],
    ['C/E', 'C', 'I/3'],
    ['G/B', 'C', 'V/7'],
    ['Am/G', 'C', 'vi/5'],
    ['C/Bb', 'C', 'I/b7'],
    ['Am', 'Am', 'i'],
    ['C', 'Am', 'III'],
    ['G', 'Am', 'VII'],
    ['E7', 'Am', 'V7'],
    ['Dm7', 'Am', 'iv7'],
    ['Bm7b5', 'Am', 'iiø7'],
    ['Ebmaj7', 'Eb', 'Imaj7'],
    ['Cm', 'Eb', 'vi'],
    ['Gb', 'F#', 'I'],
    ['Bbm', 'Db', 'vi'],
  ])('%s in %s is %s', (symbol, key, expected) => {
    expect(romanNumeral(symbol, key)).toBe(expected)
  })

  it('has no numeral without a chord or a key', () => {
    expect(romanNumeral('Xq7', 'C')).toBeUndefined()
    expect(romanNumeral('C', '')).toBeUndefined()
  })
})

describe('nashvilleNumber', () => {
  it.each([
    ['C', 'C', '1'],
    ['Dm', 'C', '2m'],
    ['Em', 'C', '3m'],
    ['F', 'C', '4'],
    ['G', 'C', '5'],
    ['Am', 'C', '6m'],
    ['Bdim', 'C', '7°'],
    ['G7', 'C', '5⁷'],
    ['Dm7', 'C', '2m7'],
    ['Cmaj7', 'C', '1maj7'],
    ['Bb', 'C', 'b7'],
    ['C/E', 'C', '1/3'],
    ['G/B', 'C', '5/7'],
    ['D', 'D', '1'],
    ['Bm', 'D', '6m'],
    ['Am', 'Am', '1m'],
    ['Dm', 'Am', '4m'],
    ['G', 'Am', 'b7'],
    ['C', 'Am', 'b3'],
    ['F', 'Am', 'b6'],
    ['E7', 'Am', '5⁷'],
    ['G13', 'C', '5¹³'],
  ])('%s in %s is %s', (symbol, key, expected) => {
    expect(nashvilleNumber(symbol, key)).toBe(expected)
  })
})
