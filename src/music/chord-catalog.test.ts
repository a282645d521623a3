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
      '7sus4',
      '5',
      '69',
      'mMaj7',
      '7b9',
      '7#9',
      '7b5',
      '7#5',
      'm11',
      'maj7#11',
      '13sus4',
      '9sus4',
    ]
    expect(QUALITIES.map((quality) => quality.id)).toEqual(expect.arrayContaining(required))
    expect(QUALITIES).toHaveLength(31)
    const slugs = allChordSlugs()
    expect(slugs).toHaveLength(17 * 31)
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
    expect(slug('C', '5')).toBe('c-5')
    expect(slug('F', '69')).toBe('f-6-9')
    expect(slug('A', 'mMaj7')).toBe('a-minor-major-7')
    expect(slug('G', '7b9')).toBe('g-7-flat-9')
    expect(slug('E', '7#9')).toBe('e-7-sharp-9')
    expect(slug('Bb', '7b5')).toBe('b-flat-7-flat-5')
    expect(slug('C#', '7#5')).toBe('c-sharp-7-sharp-5')
    expect(slug('D', 'm11')).toBe('d-minor-11')
    expect(slug('F#', 'maj7#11')).toBe('f-sharp-major-7-sharp-11')
    expect(slug('G', '13sus4')).toBe('g-13sus4')
    expect(slug('A', '9sus4')).toBe('a-9sus4')
    for (const s of allChordSlugs())
      expect(s).toMatch(/^[a-g](-sharp|-flat)?-[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('reads back every slug it writes', () => {
    for (const spec of allChords()) {
      const parsed = parseChordSlug(chordSlug(spec))
      expect(parsed && chordSymbol(parsed)).toBe(chordSymbol(spec))
    }
  })

  it('keeps root and kind apart in every slug: no kind reads as the end of a root', () => {
    // "b-flat-7-flat-5" is B♭7♭5; a kind starting with "flat-" or "sharp-" would make it ambiguous.
    for (const quality of QUALITIES) expect(quality.slug).not.toMatch(/^(sharp|flat)(-|$)/)
    expect(new Set(QUALITIES.map((quality) => quality.slug)).size).toBe(QUALITIES.length)
    expect(new Set(QUALITIES.map((quality) => quality.symbol)).size).toBe(QUALITIES.length)
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
    'c-6/9',
    'c-69',
    'c-power',
    'c-7b9',
    'c-flat-7-flat-9',
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
