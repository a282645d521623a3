import { describe, expect, it } from 'vitest'
import {
  INSTRUMENTS,
  instrumentByName,
  instrumentName,
  isInstrument,
  isInstrumentName,
  toInstrument,
} from './instruments'

describe('instruments', () => {
  it('knows piano, guitar and ukulele only, by the number a record stores', () => {
    expect(INSTRUMENTS.map(({ id, name }) => [id, name])).toEqual([
      [0, 'piano'],
      [1, 'guitar'],
      [2, 'ukulele'],
    ])
    expect([0, 1, 2].every(isInstrument)).toBe(true)
    expect(isInstrument(3)).toBe(false)
    expect(isInstrument('1')).toBe(false)
    expect(isInstrument(undefined)).toBe(false)
  })

  it('reads anything else as the piano', () => {
    expect(toInstrument(2)).toBe(2)
    expect(toInstrument(7)).toBe(0)
    expect(toInstrument(null)).toBe(0)
  })

  it('maps numbers and names both ways', () => {
    expect(instrumentName(1)).toBe('guitar')
    expect(instrumentByName('ukulele')).toBe(2)
    expect(isInstrumentName('guitar')).toBe(true)
    expect(isInstrumentName('banjo')).toBe(false)
  })
})
