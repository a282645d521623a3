import { describe, expect, it } from 'vitest'
import { parseChord } from './chord-symbol'
import { shapeCode } from './fretted'
import { chordHarmony, chordVoicing, voiceChord } from './instrument-voicing'

const pcs = (notes: number[]) => [...new Set(notes.map((n) => n % 12))].sort((a, b) => a - b)
const chordPcs = (symbol: string) => {
  const chord = parseChord(symbol)
  const names = chord ? [...chord.notes, ...(chord.bass ? [chord.bass] : [])] : []
  const base: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 }
  return pcs(
    names.map(
      (n) => (base[n[0] ?? 'C'] ?? 0) + (n.includes('#') ? 1 : n.includes('b') ? -1 : 0) + 12,
    ),
  )
}

describe('voiceChord', () => {
  it('gives the piano a left-hand bass under a close right hand around middle C', () => {
    expect(voiceChord('C', 'piano')).toEqual([48, 60, 64, 67])
    expect(voiceChord('Am7', 'piano')).toEqual([45, 57, 60, 64, 67])
    expect(voiceChord('G', 'piano')).toEqual([43, 55, 59, 62])
    expect(voiceChord('C/E', 'piano')).toEqual([52, 60, 64, 67])
  })

  it('plays the real open shapes on guitar and ukulele', () => {
    // x32010 and 320003 / ukulele 0003 and 0232
    expect(voiceChord('C', 'guitar')).toEqual([48, 52, 55, 60, 64])
    expect(voiceChord('G', 'guitar')).toEqual([43, 47, 50, 55, 59, 67])
    expect(voiceChord('C', 'ukulele')).toEqual([60, 64, 67, 72])
  })

  it.each(['C7#9', 'F#m7b5', 'Bbmaj9', 'Cadd9', 'Csus4', 'G/B', 'Am/G', 'C13', 'Ebm'])(
    'sounds every note of %s within each instrument range',
    (symbol) => {
      for (const [instrument, low, high, max] of [
        ['piano', 43, 96, 7],
        ['guitar', 40, 88, 6],
        ['ukulele', 60, 84, 4],
      ] as const) {
        const notes = voiceChord(symbol, instrument)
        expect(notes.length).toBeGreaterThan(1)
        expect(notes.length).toBeLessThanOrEqual(max)
        expect(Math.min(...notes)).toBeGreaterThanOrEqual(low)
        expect(Math.max(...notes)).toBeLessThanOrEqual(high)
        expect(notes).toEqual([...notes].sort((a, b) => a - b))
        // Every sounding pitch class belongs to the chord.
        for (const pc of pcs(notes)) expect(chordPcs(symbol)).toContain(pc)
        if (instrument === 'piano') expect(pcs(notes)).toEqual(chordPcs(symbol))
      }
    },
  )

  it('frets a slash bass on a low guitar string where the hand reaches it', () => {
    const code = (symbol: string) => {
      const shape = chordVoicing(symbol, 'guitar')?.shape
      return shape && shapeCode(shape.shape)
    }
    expect(code('C/E')).toBe('032010')
    expect(code('G/B')).toBe('x20003')
    expect(code('Am/G')).toBe('302210')
    expect((voiceChord('G/B', 'guitar')[0] ?? 0) % 12).toBe(11)
    expect(chordVoicing('C/E', 'guitar')?.shape?.simplified).toBe(false)
  })

  it('plays the learn pages’ shape for a chord however its kind is written', () => {
    const guitar = (symbol: string) => {
      const shape = chordVoicing(symbol, 'guitar')?.shape
      return shape && `${shapeCode(shape.shape)}${shape.simplified ? ' simplified' : ''}`
    }
    expect(guitar('C6/9')).toBe('x32233')
    expect(guitar('C69')).toBe('x32233')
    expect(guitar('AmM7')).toBe('x02110')
    expect(guitar('CM7#11')).toBe('x32002')
    expect(guitar('E7#9')).toBe('0x0133')
    expect(guitar('G+7')).toBe('3x3443')
    expect(guitar('C5')).toBe('x355xx')
    expect(guitar('C9sus')).toBe('x33333')
  })

  it('sounds exactly the shape the diagram draws', () => {
    for (const symbol of ['C', 'G/B', 'F#m7b5', 'Bbmaj9', 'C13', 'Am/G']) {
      for (const instrument of ['guitar', 'ukulele'] as const) {
        const voicing = chordVoicing(symbol, instrument)
        const drawn = voicing?.shape
        if (!drawn) continue
        const notes = drawn.shape.frets
          .flatMap((fret, string) =>
            fret < 0 ? [] : [(drawn.instrument.tuning[string] ?? 0) + fret],
          )
          .sort((a, b) => a - b)
        expect(voicing.midi, `${symbol} on ${instrument}`).toEqual(notes)
      }
    }
    // A ukulele has no low string for Am/G: it plays (and shows) Am, marked as simpler.
    expect(chordVoicing('Am/G', 'ukulele')?.shape?.simplified).toBe(true)
  })

  it('names the bass line’s notes: the tones from the root and the slash bass', () => {
    expect(chordHarmony('G/B')).toEqual({ tones: [7, 11, 2], bass: 11 })
    expect(chordHarmony('Am7')).toEqual({ tones: [9, 0, 4, 7], bass: 9 })
    expect(chordHarmony('Xq7')).toBeUndefined()
  })

  it('is silent for a non-chord', () => {
    expect(voiceChord('Xq7', 'piano')).toEqual([])
  })
})
