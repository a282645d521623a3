// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { allChords, chordSymbol } from '@/music/chord-catalog'
import { chordSearchWords, matches } from './learn-search'

const found = (query: string) =>
  allChords()
    .filter((chord) => matches(query, chordSearchWords(chord)))
    .map(chordSymbol)

describe('learn search', () => {
  it('finds chords by symbol, in plain text or with sharp and flat signs', () => {
    expect(found('C#m7')).toEqual(['C#m7', 'C#m7b5'])
    expect(found('C♯m7')).toEqual(['C#m7', 'C#m7b5'])
    // A typed word finds every word it starts: Bbmaj7 and Bbmaj7#11.
    expect(found('bbmaj7')).toEqual(['Bbmaj7', 'Bbmaj7#11'])
    expect(found('G7b9')).toEqual(['G7b9'])
    expect(found('G7♭9')).toEqual(['G7b9'])
    expect(found('C6/9')).toEqual(['C69'])
  })

  it('finds chords by name and by words of their slug', () => {
    expect(found('c sharp minor seventh')).toEqual(['C#m7', 'C#m7b5', 'C#mMaj7'])
    expect(found('power')).toHaveLength(17)
    expect(found('7#9')).toHaveLength(17)
    expect(found('b flat major 7')).toContain('Bbmaj7')
    expect(found('half diminished')).toHaveLength(17)
    expect(found('diminished').length).toBeGreaterThan(17)
  })

  it('matches every chord for an empty query and none for nonsense', () => {
    expect(found('')).toHaveLength(allChords().length)
    expect(found('zzz')).toEqual([])
  })

  it('does not match letters inside words', () => {
    // "c" starts the C chords' words, not "second" in suspended second.
    expect(found('c').every((symbol) => symbol.startsWith('C'))).toBe(true)
  })
})
