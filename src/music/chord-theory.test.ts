// @vitest-environment node
import { Chord } from 'tonal'
import { describe, expect, it } from 'vitest'
import { factsOf } from '@/testing/chords'
import { HAND_CHECKED_CHORDS } from '@/testing/hand-checked-chords'
import { allChords, chordSymbol } from './chord-catalog'
import { chordFacts, degreeOf, intervalName } from './chord-theory'

describe('chord facts', () => {
  it('give every catalog chord the notes tonal reads from its symbol', () => {
    for (const spec of allChords()) {
      const symbol = chordSymbol(spec)
      const fromSymbol = Chord.get(symbol)
      expect(fromSymbol.empty, symbol).toBe(false)
      expect(chordFacts(spec).notes, symbol).toEqual(fromSymbol.notes)
    }
  })

  it.each(HAND_CHECKED_CHORDS)('spell $symbol as worked out by hand', ({ slug, symbol, notes }) => {
    const result = factsOf(slug)
    expect(result.symbol).toBe(symbol)
    expect(result.notes).toEqual(notes)
  })

  it('give each tone its formula degree, semitones and interval name', () => {
    const c7 = factsOf('c-7').tones
    expect(c7.map((t) => t.degree)).toEqual(['1', '3', '5', '♭7'])
    expect(c7.map((t) => t.semitones)).toEqual([0, 4, 7, 10])
    expect(c7.map((t) => t.intervalName)).toEqual([
      'root',
      'major third',
      'perfect fifth',
      'minor seventh',
    ])
    expect(factsOf('b-minor-7-flat-5').tones.map((t) => t.degree)).toEqual(['1', '♭3', '♭5', '♭7'])
    expect(factsOf('b-diminished-7').tones.map((t) => t.degree)).toEqual(['1', '♭3', '♭5', '♭♭7'])
    expect(factsOf('b-diminished-7').tones.map((t) => t.semitones)).toEqual([0, 3, 6, 9])
    expect(factsOf('c-augmented').tones.map((t) => t.degree)).toEqual(['1', '3', '♯5'])
    expect(factsOf('c-13').tones.map((t) => t.semitones)).toEqual([0, 4, 7, 10, 14, 21])
    expect(factsOf('c-sus4').tones.map((t) => t.intervalName)).toEqual([
      'root',
      'perfect fourth',
      'perfect fifth',
    ])
  })

  it('name the altered and added tones of the newer kinds', () => {
    const tones = (slug: string) =>
      factsOf(slug).tones.map((t) => `${t.degree} ${t.intervalName} ${t.semitones}`)
    expect(tones('g-7-flat-9').at(-1)).toBe('♭9 minor ninth 13')
    expect(tones('e-7-sharp-9').at(-1)).toBe('♯9 augmented ninth 15')
    expect(tones('d-7-flat-5')[2]).toBe('♭5 diminished fifth 6')
    expect(tones('c-7-sharp-5')[2]).toBe('♯5 augmented fifth 8')
    expect(tones('c-major-7-sharp-11').at(-1)).toBe('♯11 augmented eleventh 18')
    expect(tones('f-6-9').slice(3)).toEqual(['6 major sixth 9', '9 major ninth 14'])
    expect(tones('a-minor-major-7').map((t) => t.split(' ')[0])).toEqual(['1', '♭3', '5', '7'])
    expect(tones('d-minor-11').map((t) => t.split(' ')[0])).toEqual([
      '1',
      '♭3',
      '5',
      '♭7',
      '9',
      '11',
    ])
    expect(tones('g-13sus4').map((t) => t.split(' ')[0])).toEqual(['1', '4', '5', '♭7', '9', '13'])
    expect(tones('c-5')).toEqual(['1 root 0', '5 perfect fifth 7'])
  })

  it('name intervals and degrees from tonal interval names', () => {
    expect(['2M', '5d', '5A', '9M', '11P', '13M'].map(degreeOf)).toEqual([
      '2',
      '♭5',
      '♯5',
      '9',
      '11',
      '13',
    ])
    expect(intervalName('5d')).toBe('diminished fifth')
    expect(intervalName('7d')).toBe('diminished seventh')
    expect(intervalName('13M')).toBe('major thirteenth')
  })

  it('give each tone the pitch class its key sounds', () => {
    expect(factsOf('d-flat-7').tones.map((t) => t.pitchClass)).toEqual([1, 5, 8, 11])
    expect(factsOf('g-sharp-7').tones.map((t) => t.pitchClass)).toEqual([8, 0, 3, 6])
  })
})
