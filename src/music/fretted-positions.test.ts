// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { chordOf, factsOf } from '@/testing/chords'
import { allChords } from './chord-catalog'
import { CHORD_DB_SUFFIX } from './chord-db-suffixes'
import { chordFacts } from './chord-theory'
import { GUITAR, type Instrument, MAX_FRET, shapeCode, UKULELE } from './fretted'
import { fitsChord, frettedPositions, MAX_POSITIONS } from './fretted-positions'

const positionsOf = (instrument: Instrument, slug: string) =>
  frettedPositions(instrument, chordOf(slug), factsOf(slug))
const codes = (instrument: Instrument, slug: string) =>
  positionsOf(instrument, slug).map((shape) => shapeCode(shape))

describe('fretted positions from the chord database', () => {
  it('plays the chord in every position shown, on both instruments, within reach', () => {
    for (const spec of allChords()) {
      const facts = chordFacts(spec)
      for (const instrument of [GUITAR, UKULELE]) {
        const positions = frettedPositions(instrument, spec, facts)
        expect(positions.length).toBeLessThanOrEqual(MAX_POSITIONS)
        for (const shape of positions) {
          const label = `${instrument.name} ${facts.symbol} ${shapeCode(shape)}`
          expect(shape.frets, label).toHaveLength(instrument.tuning.length)
          expect(fitsChord(instrument, shape.frets, facts), label).toBe(true)
          expect(Math.max(...shape.frets), label).toBeLessThanOrEqual(MAX_FRET + 6)
        }
        expect(new Set(positions.map(shapeCode)).size).toBe(positions.length)
      }
    }
  })

  it('gives several guitar positions for nearly every chord the database has', () => {
    const inDb = allChords().filter((spec) => CHORD_DB_SUFFIX[spec.quality.id])
    const several = inDb.filter(
      (spec) => frettedPositions(GUITAR, spec, chordFacts(spec)).length >= 2,
    )
    // The eleventh chords are the exception: the database leaves their third out.
    expect(several.length / inDb.length).toBeGreaterThan(0.9)
    expect(codes(UKULELE, 'c-major')).toHaveLength(3)
  })

  it('puts the open chords first, then barres; an inversion names its bass', () => {
    expect(codes(GUITAR, 'c-major')[0]).toBe('x32010')
    expect(codes(GUITAR, 'a-minor')[0]).toBe('x02210')
    expect(codes(GUITAR, 'e-major')[0]).toBe('022100')
    expect(codes(UKULELE, 'c-major')[0]).toBe('0003')
    expect(codes(UKULELE, 'a-minor')[0]).toBe('2000')
    const [f, fOverC] = positionsOf(GUITAR, 'f-major')
    expect(f).toEqual({ frets: [1, 3, 3, 2, 1, 1], barre: 1 })
    expect(fOverC).toMatchObject({ frets: [-1, 3, 3, 5, 6, 5], bass: 'C' })
  })

  it('keeps our hand-written shapes for the kinds the database lacks', () => {
    expect(codes(GUITAR, 'c-5')).toEqual(['x355xx'])
    // A five-note chord has no four-string shape that keeps its root, third and seventh.
    expect(codes(UKULELE, 'c-9')).toEqual([])
  })

  it('rejects a shape with a foreign note or without its third', () => {
    const cMajor = factsOf('c-major')
    expect(fitsChord(GUITAR, [-1, 3, 2, 0, 1, 0], cMajor)).toBe(true)
    expect(fitsChord(GUITAR, [-1, 3, 2, 0, 1, 1], cMajor)).toBe(false)
    expect(fitsChord(GUITAR, [-1, 3, 5, 5, -1, -1], cMajor)).toBe(false)
  })
})
