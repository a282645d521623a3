import { describe, expect, it } from 'vitest'
import { chordSuggestions, chordsInKey } from './chord-suggestions'

describe('chord suggestions', () => {
  it('offers the key’s chords first, then common qualities of the typed root', () => {
    expect(chordsInKey('C')).toEqual(['C', 'Dm', 'Em', 'F', 'G', 'Am', 'Bdim'])
    expect(chordsInKey('Am')[0]).toBe('Am')
    expect(chordSuggestions('', 'G').slice(0, 3)).toEqual(['G', 'Am', 'Bm'])
    expect(chordSuggestions('d', 'C').slice(0, 3)).toEqual(['Dm', 'D', 'D7'])
    expect(chordSuggestions('F#m', '')).toEqual(expect.arrayContaining(['F#m', 'F#m7', 'F#m7b5']))
    expect(chordSuggestions('x', 'C')).toEqual([])
  })
})
