// @vitest-environment node
import { Key } from 'tonal'
import { describe, expect, it } from 'vitest'
import { chordOf } from '@/testing/chords'
import { catalogChord } from './chord-catalog'
import { chordFacts } from './chord-theory'
import {
  KEY_TRIADS,
  keyScale,
  keySignature,
  keysContaining,
  MAJOR_TONICS,
  MINOR_TONICS,
  practicalKey,
  romanNumeral,
} from './keys'

const keysOf = (slug: string) => {
  const spec = chordOf(slug)
  return keysContaining(chordFacts(spec), spec.quality.id).map(
    (k) =>
      `${k.key.tonic} ${k.key.mode}${k.harmonic ? ' (harmonic)' : ''}: ${k.numeral}${k.spelledRoot ? ` as ${k.spelledRoot}` : ''}`,
  )
}

describe('keys containing a chord', () => {
  it('list C major as I, IV and V of major keys and III, VI, VII of minor keys, home key first', () => {
    expect(keysOf('c-major')).toEqual([
      'C major: I',
      'F major: V',
      'G major: IV',
      'D minor: VII',
      'E minor: VI',
      'F minor (harmonic): V',
      'A minor: III',
    ])
  })

  it('place seventh chords with their numerals', () => {
    expect(keysOf('g-7')).toEqual(['C major: V7', 'C minor (harmonic): V7', 'A minor: VII7'])
    expect(keysOf('b-minor-7-flat-5')).toContain('C major: viiø7')
    expect(keysOf('b-minor-7-flat-5')).toContain('A minor: iiø7')
    expect(keysOf('d-minor-7')).toContain('C major: ii7')
    expect(keysOf('e-7')).toContain('A minor (harmonic): V7')
  })

  it('place the newer kinds where a key holds them, and no key for the altered dominants', () => {
    expect(keysOf('g-7-flat-9')).toEqual(['C minor (harmonic): V7♭9'])
    expect(keysOf('a-minor-major-7')).toEqual(['A minor (harmonic): i(maj7)'])
    expect(keysOf('c-major-7-sharp-11')).toEqual(['G major: IVmaj7♯11', 'E minor: VImaj7♯11'])
    expect(keysOf('d-minor-11')).toContain('C major: ii11')
    expect(keysOf('d-minor-11')[0]).toBe('D minor: i11')
    expect(keysOf('f-6-9')[0]).toBe('F major: I6/9')
    expect(keysOf('g-9sus4')).toContain('C major: V9sus4')
    expect(keysOf('g-13sus4')).toContain('C major: V13sus4')
    expect(keysOf('c-5')).toEqual(expect.arrayContaining(['C major: I5', 'A minor: III5']))
    for (const slug of ['e-7-sharp-9', 'd-7-flat-5', 'c-7-sharp-5'])
      expect(keysOf(slug)).toEqual([])
  })

  it('match notes by name, not only by sound', () => {
    // A–C–E is not a chord of C# harmonic minor, although C sounds like its B#.
    expect(keysOf('a-minor').some((k) => k.startsWith('C# minor'))).toBe(false)
  })

  it('say how a key spells a chord whose page spells it otherwise', () => {
    expect(keysOf('d-sharp-major')).toContain('Eb major: I as Eb')
    expect(keysOf('d-sharp-major')).toContain('G# minor (harmonic): V')
  })

  it('agree with tonal on every diatonic seventh chord of every major key', () => {
    const byTonal: Record<string, string> = { maj7: 'maj7', m7: 'm7', '7': '7', m7b5: 'm7b5' }
    for (const tonic of MAJOR_TONICS) {
      Key.majorKey(tonic).chords.forEach((symbol, index) => {
        const match = /^([A-G][#b]?)(maj7|m7b5|m7|7)$/.exec(symbol)
        const spec = match && catalogChord(match[1] ?? '', byTonal[match[2] ?? ''] ?? '')
        if (!spec) throw new Error(`cannot read ${symbol}`)
        const found = keysContaining(chordFacts(spec), spec.quality.id).find(
          (k) => k.key.tonic === tonic && k.key.mode === 'major',
        )
        expect(found?.degree, `${symbol} in ${tonic}`).toBe(index + 1)
      })
    }
  })

  it('write Roman numerals by degree and quality', () => {
    expect(romanNumeral(1, 'major')).toBe('I')
    expect(romanNumeral(2, 'minor')).toBe('ii')
    expect(romanNumeral(7, 'dim')).toBe('vii°')
    expect(romanNumeral(7, 'dim7')).toBe('vii°7')
    expect(romanNumeral(3, 'aug')).toBe('III+')
    expect(romanNumeral(5, '7sus4')).toBe('V7sus4')
    expect(romanNumeral(4, 'maj9')).toBe('IVmaj9')
  })

  it('respell keys with more than six sharps or flats', () => {
    expect(practicalKey({ tonic: 'G#', mode: 'major' })).toEqual({ tonic: 'Ab', mode: 'major' })
    expect(practicalKey({ tonic: 'Abb', mode: 'minor' })).toEqual({ tonic: 'G', mode: 'minor' })
    expect(practicalKey({ tonic: 'Cb', mode: 'major' })).toEqual({ tonic: 'B', mode: 'major' })
    expect(practicalKey({ tonic: 'F#', mode: 'major' })).toEqual({ tonic: 'F#', mode: 'major' })
    expect(practicalKey({ tonic: 'D#', mode: 'minor' })).toEqual({ tonic: 'D#', mode: 'minor' })
  })

  it('spell every scale, triad and key signature as the keys of tonal do', () => {
    const symbol = (root: string, quality: string) =>
      `${root}${{ major: '', minor: 'm', dim: 'dim' }[quality] ?? quality}`
    for (const tonic of [...MAJOR_TONICS, 'C#', 'Gb', 'Cb', 'G#']) {
      const key = Key.majorKey(tonic)
      expect(keyScale({ tonic, mode: 'major' })).toEqual(key.scale)
      expect(keySignature({ tonic, mode: 'major' })).toBe(key.alteration)
      expect(
        keyScale({ tonic, mode: 'major' }).map((r, i) => symbol(r, KEY_TRIADS.major[i] ?? '')),
      ).toEqual(key.triads)
    }
    for (const tonic of [...MINOR_TONICS, 'D#', 'A#', 'Ab']) {
      const key = Key.minorKey(tonic)
      expect(keyScale({ tonic, mode: 'minor' })).toEqual(key.natural.scale)
      expect(keyScale({ tonic, mode: 'minor' }, true)).toEqual(key.harmonic.scale)
      expect(keySignature({ tonic, mode: 'minor' })).toBe(key.alteration)
      expect(
        keyScale({ tonic, mode: 'minor' }).map((r, i) => symbol(r, KEY_TRIADS.minor[i] ?? '')),
      ).toEqual(key.natural.triads)
    }
  })
})
