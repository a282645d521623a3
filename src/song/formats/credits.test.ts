import { describe, expect, it } from 'vitest'
import { readCredits, withCredits } from './credits'

describe('credits in the description', () => {
  it('reads "Name: value" lines, any case, and a capo only on a fret a capo can sit on', () => {
    expect(readCredits('artist: Ada\nA slow one\nCapo: 3rd fret\nYear: 2026')).toEqual({
      artist: 'Ada',
      capo: 3,
      year: '2026',
    })
    expect(readCredits('Capo: 14\nCapo: none')).toEqual({})
  })

  it('writes the credits first, in place of the old ones, and keeps the rest of the text', () => {
    expect(withCredits('Artist: Old\nA slow one', { artist: 'Ada', capo: 2 })).toBe(
      'Artist: Ada\nCapo: 2\nA slow one',
    )
    expect(withCredits('', {})).toBe('')
  })
})
