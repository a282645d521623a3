import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chordName, chordPitchClasses, isChord, parseChord, tidyChord } from './chord-symbol'

describe('parseChord', () => {
  it.each([
    ['Am7', 'A', 'm7', undefined, ['A', 'C', 'E', 'G'], 'minor'],
    ['F#m7b5', 'F#', 'm7b5', undefined, ['F#', 'A', 'C', 'E'], 'half-diminished'],
    ['C/E', 'C', '', 'E', ['C', 'E', 'G'], 'major'],
    ['Bbmaj9', 'Bb', 'maj9', undefined, ['Bb', 'D', 'F', 'A', 'C'], 'major'],
    ['Csus4', 'C', 'sus4', undefined, ['C', 'F', 'G'], 'suspended'],
    ['Cadd9', 'C', 'add9', undefined, ['C', 'E', 'G', 'D'], 'major'],
    ['C7#9', 'C', '7#9', undefined, ['C', 'E', 'G', 'Bb', 'D#'], 'major'],
    ['Bdim7', 'B', 'dim7', undefined, ['B', 'D', 'F', 'Ab'], 'diminished'],
    ['Caug', 'C', 'aug', undefined, ['C', 'E', 'G#'], 'augmented'],
    ['G5', 'G', '5', undefined, ['G', 'D'], 'power'],
    ['Gm7/F', 'G', 'm7', 'F', ['G', 'Bb', 'D', 'F'], 'minor'],
  ])('reads %s', (symbol, root, quality, bass, notes, family) => {
    const chord = parseChord(symbol)
    expect(chord).toMatchObject({ symbol, root, quality, notes, family })
    expect(chord?.bass).toBe(bass)
  })

  it('reads enharmonic roots and basses as spelled', () => {
    expect(parseChord('Gb')?.notes).toEqual(['Gb', 'Bb', 'Db'])
    expect(parseChord('F#')?.notes).toEqual(['F#', 'A#', 'C#'])
    expect(parseChord('Db/F')?.bass).toBe('F')
    expect(parseChord('C/G#')?.bass).toBe('G#')
    expect(parseChord('Cb')?.root).toBe('Cb')
  })

  it('tidies what songwriters type: lower-case roots, ♯ ♭, Δ7, ø7, parentheses', () => {
    expect(tidyChord('am7')).toBe('Am7')
    expect(tidyChord(' C♯m ')).toBe('C#m')
    expect(tidyChord('B♭maj7')).toBe('Bbmaj7')
    expect(tidyChord('CΔ7')).toBe('CΔ')
    expect(parseChord('CΔ7')?.type).toBe('maj7')
    expect(parseChord('Bø7')?.family).toBe('half-diminished')
    expect(tidyChord('G7(b9)')).toBe('G7b9')
    expect(tidyChord('C/e')).toBe('C/E')
    expect(tidyChord('C/C')).toBe('C')
    expect(tidyChord('C#/Db')).toBe('C#')
    expect(tidyChord('C6/9')).toBe('C6/9')
    expect(parseChord('C6/9')?.bass).toBeUndefined()
  })

  it.each([
    '',
    ' ',
    'Xq7',
    'H',
    'C#/',
    'Am7/',
    'C/X',
    'C maj7',
    'C##',
    'Cbb',
    'C/E##',
    'N.C.',
    '%',
    'x',
  ])('rejects %j', (symbol) => {
    expect(parseChord(symbol)).toBeUndefined()
    expect(isChord(symbol)).toBe(false)
  })

  it('rejects absurdly long input without asking tonal', () => {
    expect(parseChord(`C${'7'.repeat(100)}`)).toBeUndefined()
  })

  it('tidying is idempotent and never throws on any string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const once = tidyChord(text)
        if (once !== undefined) expect(tidyChord(once)).toBe(once)
      }),
    )
  })
})

describe('chordName', () => {
  it('names chords in words from tonal', () => {
    expect(chordName('Am7')).toBe('A minor seventh')
    expect(chordName('F#m7b5')).toBe('F sharp half-diminished')
    expect(chordName('C/E')).toBe('C major over E')
    expect(chordName('Bbmaj9')).toBe('B flat major ninth')
    expect(chordName('Cadd9')).toBe('C add9')
    expect(chordName('Xq7')).toBeUndefined()
  })
})

describe('chordPitchClasses', () => {
  it('includes the slash bass', () => {
    const chord = parseChord('C/D')
    expect(chord && chordPitchClasses(chord).sort((a, b) => a - b)).toEqual([0, 2, 4, 7])
  })
})

describe('parseChord slash basses', () => {
  it('takes the bass after the last slash', () => {
    expect(parseChord('C6/9/E')).toMatchObject({ quality: '6/9', bass: 'E', symbol: 'C6/9/E' })
    expect(parseChord('C/E/G')).toBeUndefined()
  })
})
