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
