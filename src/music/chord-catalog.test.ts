// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  allChordSlugs,
  allChords,
  catalogChord,
  chordSlug,
  chordSymbol,
  enharmonicRoot,
  findRoot,
  parseChordSlug,
  pitchClassOf,
  QUALITIES,
  ROOTS,
} from './chord-catalog'

describe('the chord catalog', () => {
  it('holds every root spelling with every quality, each on its own slug', () => {
    expect(ROOTS.map((root) => root.name)).toEqual([
      'C',
      'C#',
      'Db',
      'D',
      'D#',
      'Eb',
      'E',
      'F',
      'F#',
      'Gb',
      'G',
      'G#',
      'Ab',
      'A',
      'A#',
      'Bb',
      'B',
    ])
    expect(new Set(ROOTS.map((root) => root.pitchClass)).size).toBe(12)
    const required = [
      'major',
      'minor',
      'dim',
      'aug',
      'sus2',
      'sus4',
      '6',
      'm6',
      '7',
      'maj7',
      'm7',
      'm7b5',
      'dim7',
      '9',
      'maj9',
      'm9',
      'add9',
      '11',
      '13',
    ]
    expect(QUALITIES.map((quality) => quality.id)).toEqual(expect.arrayContaining(required))
    const slugs = allChordSlugs()
    expect(slugs).toHaveLength(ROOTS.length * QUALITIES.length)
    expect(new Set(slugs).size).toBe(slugs.length)
  })

  it('writes readable slugs', () => {
    const slug = (root: string, quality: string) => {
      const spec = catalogChord(root, quality)
      if (!spec) throw new Error(`${root} ${quality}`)
      return chordSlug(spec)
    }
    expect(slug('C', 'major')).toBe('c-major')
    expect(slug('C#', 'm7')).toBe('c-sharp-minor-7')
    expect(slug('Bb', 'maj7')).toBe('b-flat-major-7')
    expect(slug('F#', 'm7b5')).toBe('f-sharp-minor-7-flat-5')
    expect(slug('Eb', 'dim7')).toBe('e-flat-diminished-7')
    expect(slug('G', '7')).toBe('g-7')
    for (const s of allChordSlugs())
      expect(s).toMatch(/^[a-g](-sharp|-flat)?-[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('reads back every slug it writes', () => {
    for (const spec of allChords()) {
      const parsed = parseChordSlug(chordSlug(spec))
      expect(parsed && chordSymbol(parsed)).toBe(chordSymbol(spec))
    }
  })

  it.each([
    '',
    'c',
    'c-',
    'h-major',
    'C-major',
    'c-major-',
    'c-sharp',
    'c-sharp-sharp-major',
    'c-flat-major',
    'e-sharp-minor',
    'c-minor-8',
    'c-major/../x',
    'c%20major',
  ])('finds no chord for the slug %j', (slug) => {
    expect(parseChordSlug(slug)).toBeUndefined()
  })

  it('pairs each sharp root with its flat spelling', () => {
    const pairs = ROOTS.flatMap((root) => {
      const other = enharmonicRoot(root)
      return other ? [`${root.name}=${other.name}`] : []
    })
    expect(pairs).toEqual([
      'C#=Db',
      'Db=C#',
      'D#=Eb',
      'Eb=D#',
      'F#=Gb',
      'Gb=F#',
      'G#=Ab',
      'Ab=G#',
      'A#=Bb',
      'Bb=A#',
    ])
    const c = findRoot('C')
    expect(c && enharmonicRoot(c)).toBeUndefined()
  })

  it('knows the pitch class of any spelling', () => {
    expect(['C', 'C#', 'Db', 'B#', 'Cb', 'F##', 'Ebb', 'E#'].map(pitchClassOf)).toEqual([
      0, 1, 1, 0, 11, 7, 2, 5,
    ])
    expect(pitchClassOf('H')).toBeNaN()
    expect(pitchClassOf('c')).toBeNaN()
  })

  it('maps spellings the catalog lacks onto the same keys', () => {
    const name = (root: string, quality = 'major') => {
      const spec = catalogChord(root, quality)
      return spec && chordSymbol(spec)
    }
    expect(name('E#')).toBe('F')
    expect(name('Cb')).toBe('B')
    expect(name('B#', 'dim')).toBe('Cdim')
    expect(name('Abb', 'minor')).toBe('Gm')
    expect(name('Gb')).toBe('Gb')
    expect(name('C##')).toBe('D')
    expect(name('C', 'nonsense')).toBeUndefined()
    expect(name('X')).toBeUndefined()
  })
})
