import { describe, expect, it } from 'vitest'
import { chordSymbol } from './chord-catalog'
import { findChord } from './find-chord'

/** The symbol of the one chord found, with its bass; or what else was found. */
function found(query: string): string {
  const result = findChord(query)
  if (result.kind === 'chord') {
    return `${chordSymbol(result.chord)}${result.bass ? `/${result.bass}` : ''}`
  }
  if (result.kind === 'choices') return `choices: ${result.chords.map(chordSymbol).join(' ')}`
  return 'none'
}

describe('finding a chord as it is typed', () => {
  it.each([
    ['f#m7', 'F#m7'],
    ['F♯m7', 'F#m7'],
    ['F sharp minor seven', 'F#m7'],
    ['f sharp minor 7th', 'F#m7'],
    ['Gbm7', 'Gbm7'],
    ['g flat minor seventh', 'Gbm7'],
    ['c maj7', 'Cmaj7'],
    ['CM7', 'Cmaj7'],
    ['Cm7', 'Cm7'],
    ['C major seventh', 'Cmaj7'],
    ['Am/E', 'Am/E'],
    ['A minor over E', 'Am/E'],
    ['C/G', 'C/G'],
    ['c', 'C'],
    ['C major', 'C'],
    ['e minor', 'Em'],
    ['Bb', 'Bb'],
    ['b flat', 'Bb'],
    ['bbm', 'Bbm'],
    ['Bdim', 'Bdim'],
    ['B°7', 'Bdim7'],
    ['Cø', 'Cm7b5'],
    ['d half diminished', 'Dm7b5'],
    ['D minor 7 flat 5', 'Dm7b5'],
    ['G dominant seventh', 'G7'],
    ['Csus', 'Csus4'],
    ['c suspended second', 'Csus2'],
    ['A7sus4', 'A7sus4'],
    ['Cadd9', 'Cadd9'],
    ['c add nine', 'Cadd9'],
    ['E aug', 'Eaug'],
    ['E+', 'Eaug'],
    ['F6', 'F6'],
    ['G13', 'G13'],
    ['Am9 piano chord', 'Am9'],
    ['C5', 'C5'],
    ['c power chord', 'C5'],
    ['C6/9', 'C69'],
    ['C69', 'C69'],
    ['c six nine', 'C69'],
    ['C6/9/E', 'C69/E'],
    ['CmMaj7', 'CmMaj7'],
    ['Cm(maj7)', 'CmMaj7'],
    ['CmM7', 'CmMaj7'],
    ['c minor major 7', 'CmMaj7'],
    ['G7b9', 'G7b9'],
    ['G7♭9', 'G7b9'],
    ['g 7 flat 9', 'G7b9'],
    ['E7#9', 'E7#9'],
    ['e seven sharp nine', 'E7#9'],
    ['D7b5', 'D7b5'],
    ['C7#5', 'C7#5'],
    ['C+7', 'C7#5'],
    ['Caug7', 'C7#5'],
    ['Cm11', 'Cm11'],
    ['c minor eleventh', 'Cm11'],
    ['Cmaj7#11', 'Cmaj7#11'],
    ['CM7♯11', 'Cmaj7#11'],
    ['C13sus4', 'C13sus4'],
    ['C13sus', 'C13sus4'],
    ['C9sus4', 'C9sus4'],
    ['Bb9sus', 'Bb9sus4'],
  ])('“%s” is %s', (query, symbol) => {
    expect(found(query)).toBe(symbol)
  })

  it('spells a root the catalog does not have by its catalog name', () => {
    expect(found('Cb')).toBe('B')
    expect(found('E#m')).toBe('Fm')
    expect(found('fb7')).toBe('E7')
  })

  it('offers the chords a root could mean when the kind is unknown', () => {
    const result = findChord('F# mystery')
    expect(result.kind).toBe('choices')
    expect(result.kind === 'choices' && result.chords.every((c) => c.root.name === 'F#')).toBe(true)
    expect(result.kind === 'choices' && result.chords).toHaveLength(31)
  })

  it('offers every root of a kind typed alone, without reading its letters as a root', () => {
    for (const query of ['minor 7', 'add9', 'dim7', 'augmented']) {
      const result = findChord(query)
      expect(result.kind, query).toBe('choices')
      expect(result.kind === 'choices' && result.chords, query).toHaveLength(17)
    }
  })

  it('finds nothing in nonsense or an empty box', () => {
    expect(found('')).toBe('none')
    expect(found('   ')).toBe('none')
    expect(found('xyz')).toBe('none')
    expect(found('h7')).toBe('none')
  })
})
