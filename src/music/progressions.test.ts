// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { chordOf } from '@/testing/chords'
import { allChords, chordSymbol, pitchClassOf, QUALITIES } from './chord-catalog'
import { PROGRESSION_TEMPLATES, progressionParam, progressionsFor } from './progressions'

const progressionsOf = (slug: string) =>
  progressionsFor(chordOf(slug)).map(
    (p) => `${p.template.numerals} in ${p.key.tonic} ${p.key.mode}: ${progressionParam(p)}`,
  )

describe('progressions', () => {
  it('put a major chord at the start of the pop, rock and fifties progressions', () => {
    expect(progressionsOf('c-major')).toEqual([
      'I–V–vi–IV in C major: C-G-Am-F',
      'I–IV–V in C major: C-F-G',
      'I–vi–IV–V in C major: C-Am-F-G',
    ])
  })

  it('find a minor chord as vi of its relative major and as i of its own key', () => {
    const am = progressionsOf('a-minor')
    expect(am).toContain('I–V–vi–IV in C major: C-G-Am-F')
    expect(am).toContain('i–VI–III–VII in A minor: Am-F-C-G')
    expect(am).toContain('i–iv–V7 in A minor: Am-Dm-E7')
  })

  it('use a dominant seventh as the V of ii–V–I and of the minor cadence', () => {
    const g7 = progressionsOf('g-7')
    expect(g7).toContain('ii7–V7–Imaj7 in C major: Dm7-G7-Cmaj7')
    expect(g7).toContain('i–iv–V7 in C minor: Cm-Fm-G7')
    expect(
      g7.some((p) => p.startsWith('I7–IV7–V7 (12-bar blues) in G major: G7-G7-G7-G7-C7')),
    ).toBe(true)
  })

  it('give the newer kinds the progressions they are heard in', () => {
    expect(progressionsOf('c-5')).toEqual([
      'I5–IV5–V5 in C major: C5-F5-G5',
      'I5–IV5–V5 in G major: G5-C5-D5',
      'I5–IV5–V5 in F major: F5-Bb5-C5',
    ])
    expect(progressionsOf('a-minor-major-7')).toEqual([
      'i–i(maj7)–i7–i6 in A minor: Am-AmMaj7-Am7-Am6',
    ])
    expect(progressionsOf('g-7-flat-9')).toEqual(['iiø7–V7♭9–i in C minor: Dm7b5-G7b9-Cm'])
    expect(progressionsOf('e-7-sharp-9')).toEqual(['I7♯9–♭III–IV in E major: E7#9-G-A'])
    expect(progressionsOf('f-6-9')).toEqual(['ii7–V7–I6/9 in F major: Gm7-C7-F69'])
    expect(progressionsOf('f-major-7-sharp-11')).toEqual([
      'Imaj7–IVmaj7♯11 in C major: Cmaj7-Fmaj7#11',
    ])
    expect(progressionsOf('g-9sus4')).toEqual(['V9sus4–I in C major: G9sus4-C'])
  })

  it('write keys with at most six sharps or flats', () => {
    expect(progressionsOf('d-sharp-7')).toContain('ii7–V7–Imaj7 in Ab major: Bbm7-Eb7-Abmaj7')
  })

  it('give every quality at least one progression, with the page chord sounding in its place', () => {
    for (const quality of QUALITIES) {
      expect(
        PROGRESSION_TEMPLATES.some((t) => t.roles.some((r) => t.steps[r]?.quality === quality.id)),
        quality.id,
      ).toBe(true)
    }
    for (const spec of allChords()) {
      const found = progressionsFor(spec)
      expect(found.length, chordSymbol(spec)).toBeGreaterThan(0)
      for (const progression of found) {
        const own = progression.chords[progression.role]
        expect(own?.quality).toBe(spec.quality.id)
        expect(pitchClassOf(own?.root ?? '')).toBe(spec.root.pitchClass)
        expect(progressionParam(progression)).toMatch(
          /^[A-G][#b]{0,2}[a-zA-Z0-9#]*(-[A-G][#b]{0,2}[a-zA-Z0-9#]*)+$/,
        )
      }
    }
  })
})
