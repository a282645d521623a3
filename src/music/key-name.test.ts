import { describe, expect, it } from 'vitest'
import { keyAlteration, keyToString, parseKey, tidyKey } from './key-name'

describe('parseKey', () => {
  it.each([
    ['C', 'C', 'major'],
    ['F#m', 'F#', 'minor'],
    ['Ebm', 'Eb', 'minor'],
    ['A minor', 'A', 'minor'],
    ['Bb major', 'Bb', 'major'],
    ['c#m', 'C#', 'minor'],
    ['D♭', 'Db', 'major'],
  ])('reads %j', (text, tonic, mode) => {
    expect(parseKey(text)).toEqual({ tonic, mode })
  })

  it.each(['', 'H', 'Cmaj7', 'X minor', 'C##', 'Fbm', 'G#'.repeat(3)])('rejects %j', (text) => {
    expect(parseKey(text)).toBeUndefined()
  })

  it('allows up to seven accidentals only', () => {
    expect(parseKey('C#')).toBeDefined()
    expect(parseKey('Cb')).toBeDefined()
    expect(parseKey('Fb')).toBeUndefined()
    expect(parseKey('A#m')).toBeDefined()
  })
})

describe('keyToString / tidyKey / keyAlteration', () => {
  it('writes the stored form', () => {
    expect(keyToString({ tonic: 'F#', mode: 'minor' })).toBe('F#m')
    expect(tidyKey('a minor')).toBe('Am')
    expect(tidyKey('nope')).toBeUndefined()
    expect(keyAlteration({ tonic: 'Eb', mode: 'major' })).toBe(-3)
    expect(keyAlteration({ tonic: 'E', mode: 'minor' })).toBe(1)
  })
})
