// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { GUITAR_SHAPES, UKULELE_SHAPES } from '@/content/fretted-shapes'
import { allChords, catalogChord, pitchClassOf, type QualityId } from './chord-catalog'
import { chordFacts } from './chord-theory'
import {
  bestShape,
  GUITAR,
  type Instrument,
  MAX_FRET,
  type ShapeSource,
  shapeCode,
  soundingPitchClasses,
  UKULELE,
} from './fretted'
import { fitsChord } from './fretted-positions'

const tables: [Instrument, Partial<Record<QualityId, ShapeSource[]>>][] = [
  [GUITAR, GUITAR_SHAPES],
  [UKULELE, UKULELE_SHAPES],
]

function check(instrument: Instrument, quality: QualityId, source: ShapeSource) {
  const spec = catalogChord(source.root, quality)
  if (!spec) throw new Error(`no chord ${source.root} ${quality}`)
  const facts = chordFacts(spec)
  const label = `${instrument.name} ${facts.symbol} ${source.frets.join(',')}`
  expect(source.frets, label).toHaveLength(instrument.tuning.length)
  expect(fitsChord(instrument, source.frets, facts), `${label} does not play the chord`).toBe(true)
  if (instrument.name === 'guitar') {
    // Our own guitar shapes carry the root on their lowest string.
    expect(soundingPitchClasses(instrument, source.frets)[0], label).toBe(pitchClassOf(source.root))
  }
}

describe('fretted shapes', () => {
  it('every shape in the tables plays its chord, checked against tonal', () => {
    for (const [instrument, table] of tables) {
      for (const [quality, sources] of Object.entries(table)) {
        for (const source of sources ?? []) check(instrument, quality as QualityId, source)
      }
    }
  })

  it('every catalog chord has a guitar shape within reach, and its shape still plays the chord', () => {
    const missing = allChords().filter(
      ({ root, quality }) => !bestShape(GUITAR_SHAPES[quality.id] ?? [], root.name),
    )
    expect(missing.map(({ root, quality }) => `${root.name}${quality.symbol}`)).toEqual([])
    for (const { root, quality } of allChords()) {
      const shape = bestShape(GUITAR_SHAPES[quality.id] ?? [], root.name)
      if (!shape) continue
      expect(Math.max(...shape.frets)).toBeLessThanOrEqual(MAX_FRET)
      check(GUITAR, quality.id, { root: root.name, frets: shape.frets, movable: false })
    }
  })

  it('finds the ukulele shapes it can and none for five-note chords', () => {
    for (const { root, quality } of allChords()) {
      const shape = bestShape(UKULELE_SHAPES[quality.id] ?? [], root.name)
      if (shape) check(UKULELE, quality.id, { root: root.name, frets: shape.frets, movable: false })
    }
    expect(bestShape(UKULELE_SHAPES['13'] ?? [], 'C')).toBeUndefined()
  })

  it('prefers the open chords every player learns first, then the lowest barre', () => {
    const guitar = (root: string, quality: QualityId) => {
      const shape = bestShape(GUITAR_SHAPES[quality] ?? [], root)
      return shape && `${shapeCode(shape)}${shape.barre ? ` barre ${shape.barre}` : ''}`
    }
    expect(guitar('C', 'major')).toBe('x32010')
    expect(guitar('G', 'major')).toBe('320003')
    expect(guitar('E', 'minor')).toBe('022000')
    expect(guitar('F', 'major')).toBe('133211 barre 1')
    expect(guitar('B', 'minor')).toBe('x24432 barre 2')
    expect(guitar('Bb', 'major')).toBe('x13331 barre 1')
    const ukulele = (root: string, quality: QualityId) => {
      const shape = bestShape(UKULELE_SHAPES[quality] ?? [], root)
      return shape && shapeCode(shape)
    }
    expect(ukulele('C', 'major')).toBe('0003')
    expect(ukulele('F', 'major')).toBe('2010')
    expect(ukulele('A', 'minor')).toBe('2000')
    expect(ukulele('Bb', 'major')).toBe('3211')
    expect(ukulele('G', '7')).toBe('0212')
  })

  it('gives the newer kinds their usual shapes, and the ukulele none for five notes', () => {
    const guitar = (root: string, quality: QualityId) => {
      const shape = bestShape(GUITAR_SHAPES[quality] ?? [], root)
      return shape && shapeCode(shape)
    }
    expect(guitar('E', '5')).toBe('022xxx')
    expect(guitar('D', '5')).toBe('xx023x')
    expect(guitar('A', 'mMaj7')).toBe('x02110')
    expect(guitar('C', '7#9')).toBe('x3234x')
    expect(guitar('E', '7#9')).toBe('0x0133')
    expect(guitar('C', '7b9')).toBe('x3232x')
    expect(guitar('C', '7b5')).toBe('x3435x')
    expect(guitar('G', '7#5')).toBe('3x3443')
    expect(guitar('C', 'maj7#11')).toBe('x32002')
    expect(guitar('C', '69')).toBe('x32233')
    expect(guitar('C', '9sus4')).toBe('x33333')
    const ukulele = (root: string, quality: QualityId) => {
      const shape = bestShape(UKULELE_SHAPES[quality] ?? [], root)
      return shape && shapeCode(shape)
    }
    expect(ukulele('C', '5')).toBe('0033')
    expect(ukulele('A', 'mMaj7')).toBe('1000')
    expect(ukulele('C', '7#5')).toBe('1001')
    for (const quality of ['69', '7b9', '7#9', 'm11', 'maj7#11', '9sus4', '13sus4'] as const)
      expect(ukulele('C', quality), quality).toBeUndefined()
  })

  it('writes frets above nine in brackets', () => {
    expect(shapeCode({ frets: [-1, 10, 12, 12, 11, 10] })).toBe('x(10)(12)(12)(11)(10)')
  })
})
