import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseChord } from './chord-symbol'
import { capoKey, capoShape, transposeChord, transposeKey } from './transpose'

describe('transposeKey', () => {
  it('lands on the spelling with fewer accidentals', () => {
    expect(transposeKey('Eb', 2)).toBe('F')
    expect(transposeKey('C', 1)).toBe('Db')
    expect(transposeKey('Am', 1)).toBe('Bbm')
    expect(transposeKey('E', 2)).toBe('F#')
    expect(transposeKey('G', -1)).toBe('F#')
    expect(transposeKey('Bm', 2)).toBe('C#m')
    expect(transposeKey('Gb', 0)).toBe('Gb')
    expect(transposeKey('', 3)).toBe('')
  })
})

describe('transposeChord', () => {
  it('spells for the target key', () => {
    expect(transposeChord('Eb', 2, 'Eb')).toBe('F')
    expect(transposeChord('Am', 1, 'C')).toBe('Bbm')
    expect(transposeChord('Ab', 2, 'Eb')).toBe('Bb')
    expect(transposeChord('Cm7', 2, 'Eb')).toBe('Dm7')
    expect(transposeChord('Bb7', 2, 'Eb')).toBe('C7')
    expect(transposeChord('G', 1, 'G')).toBe('Ab')
    expect(transposeChord('D', 1, 'G')).toBe('Eb')
    expect(transposeChord('B7', 1, 'Em')).toBe('C7')
    expect(transposeChord('E', 2, 'A')).toBe('F#')
  })

  it('keeps borrowed chords in their role (bVII stays a flat seventh)', () => {
    expect(transposeChord('Bb', 2, 'C')).toBe('C')
    expect(transposeChord('Bb', 7, 'C')).toBe('F')
    expect(transposeChord('F#m7b5', 5, 'C')).toBe('Bm7b5')
  })

  it('moves the slash bass with the chord and keeps the suffix as written', () => {
    expect(transposeChord('C/E', 1, 'C')).toBe('Db/F')
    expect(transposeChord('Gm7/F', 2, 'F')).toBe('Am7/G')
    expect(transposeChord('CΔ', 3, 'C')).toBe('EbΔ')
    expect(transposeChord('Csus4', -2, 'C')).toBe('Bbsus4')
  })

  it('without a key spells by the simpler note', () => {
    expect(transposeChord('Eb', 2)).toBe('F')
    expect(transposeChord('E', 1)).toBe('F')
    expect(transposeChord('A', 1)).toBe('Bb')
    expect(transposeChord('F', 6)).toBe('B')
  })

  it('leaves non-chords alone and tidies on zero', () => {
    expect(transposeChord('Xq7', 2, 'C')).toBe('Xq7')
    expect(transposeChord('', 2, 'C')).toBe('')
    expect(transposeChord('am', 12, 'C')).toBe('Am')
  })

  it('sounds the right pitches and never spells with ## or bb, for any chord, key and shift', () => {
    const roots = ['C', 'C#', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B']
    const keys = [
      '',
      'C',
      'G',
      'D',
      'A',
      'E',
      'B',
      'F#',
      'F',
      'Bb',
      'Eb',
      'Ab',
      'Db',
      'Gb',
      'Am',
      'Ebm',
      'C#m',
    ]
    fc.assert(
      fc.property(
        fc.constantFrom(...roots),
        fc.constantFrom('', 'm7', 'maj7', '7', 'dim', 'sus4'),
        fc.option(fc.constantFrom(...roots), { nil: undefined }),
        fc.constantFrom(...keys),
        fc.integer({ min: -11, max: 11 }),
        (root, quality, bass, key, shift) => {
          const symbol = `${root}${quality}${bass ? `/${bass}` : ''}`
          const moved = transposeChord(symbol, shift, key)
          const before = parseChord(symbol)
          const after = parseChord(moved)
          expect(after).toBeDefined()
          expect(moved).not.toMatch(/##|bb/)
          expect(after?.quality).toBe(before?.quality)
          const moves = (from = '', to = '') =>
            expect(chromaOf(to)).toBe((chromaOf(from) + shift + 24) % 12)
          moves(before?.root, after?.root)
          if (before?.bass) moves(before.bass, after?.bass)
        },
      ),
    )
  })
})

function chromaOf(note: string): number {
  if (!note) throw new Error('no note')
  const base = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 }[note[0] as 'C'] ?? 0
  const shift = [...note.slice(1)].reduce((sum, c) => sum + (c === '#' ? 1 : -1), 0)
  return (base + shift + 12) % 12
}

describe('capo', () => {
  it('gives the shapes: the sounding chord moved down by the capo', () => {
    expect(capoShape('Eb', 1, 'Eb')).toBe('D')
    expect(capoShape('Bb', 3, 'Bb')).toBe('G')
    expect(capoShape('Cm', 3, 'Bb')).toBe('Am')
    expect(capoShape('F/A', 1, 'F')).toBe('E/G#')
    expect(capoKey('Eb', 1)).toBe('D')
    expect(capoKey('Bbm', 1)).toBe('Am')
  })
})
