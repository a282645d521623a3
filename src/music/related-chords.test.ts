// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { allChords, chordSlug, parseChordSlug } from './chord-catalog'
import { relatedChords } from './related-chords'

const relatedOf = (slug: string) => {
  const spec = parseChordSlug(slug)
  if (!spec) throw new Error(`no chord ${slug}`)
  return relatedChords(spec).map((r) => `${chordSlug(r.chord)}: ${r.relation}`)
}

describe('related chords', () => {
  it('start with the other spelling and the relative key', () => {
    expect(relatedOf('c-sharp-major').slice(0, 2)).toEqual([
      'd-flat-major: Same keys, other name',
      'a-sharp-minor: Relative minor',
    ])
    expect(relatedOf('a-minor')[0]).toBe('c-major: Relative major')
  })

  it('list chords on the same root and the neighbours in the home key', () => {
    const c = relatedOf('c-major')
    expect(c).toContain('c-minor: Also on C')
    expect(c).toContain('c-7: Also on C')
    expect(c).toContain('f-major: In the key of C major')
    expect(c).toContain('b-diminished: In the key of C major')
  })

  it('link the newer kinds with the chords they grow from, both ways', () => {
    expect(relatedOf('c-7')).toEqual(
      expect.arrayContaining(['c-7-flat-9: Also on C', 'c-7-sharp-9: Also on C']),
    )
    expect(relatedOf('g-7-sharp-9')).toContain('g-7: Also on G')
    expect(relatedOf('c-minor-11')).toEqual(
      expect.arrayContaining(['c-minor-7: Also on C', 'e-flat-major: In the key of C minor']),
    )
    expect(relatedOf('f-6-9')).toContain('b-flat-major: In the key of F major')
    expect(relatedOf('a-5')).toEqual(
      expect.arrayContaining(['a-major: Also on A', 'a-minor: Also on A']),
    )
  })

  it('spell a neighbour from the key as it is usually written', () => {
    expect(relatedOf('d-sharp-major')).toContain('a-flat-major: In the key of E♭ major')
  })

  it('never list a chord twice, nor the chord itself, and only catalog chords', () => {
    for (const spec of allChords()) {
      const slugs = relatedChords(spec).map((r) => chordSlug(r.chord))
      expect(new Set(slugs).size).toBe(slugs.length)
      expect(slugs).not.toContain(chordSlug(spec))
      for (const slug of slugs) expect(parseChordSlug(slug)).toBeDefined()
      expect(slugs.length).toBeGreaterThanOrEqual(2)
    }
  })
})
