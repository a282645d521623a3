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

/** The shape picked for a chord, as its code ("x32010") and its barre when it has one. */
function pickedShape(instrument: 'guitar' | 'ukulele', root: string, quality: QualityId) {
  const shapes = instrument === 'guitar' ? GUITAR_SHAPES : UKULELE_SHAPES
  const shape = bestShape(shapes[quality] ?? [], root)
  return shape && `${shapeCode(shape)}${shape.barre ? ` barre ${shape.barre}` : ''}`
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

  it.each([
    // The open chords every player learns first, then the lowest barre.
    ['guitar', 'C', 'major', 'x32010'],
    ['guitar', 'G', 'major', '320003'],
    ['guitar', 'E', 'minor', '022000'],
    ['guitar', 'F', 'major', '133211 barre 1'],
    ['guitar', 'B', 'minor', 'x24432 barre 2'],
    ['guitar', 'Bb', 'major', 'x13331 barre 1'],
    ['ukulele', 'C', 'major', '0003'],
    ['ukulele', 'F', 'major', '2010'],
    ['ukulele', 'A', 'minor', '2000'],
    ['ukulele', 'Bb', 'major', '3211 barre 1'],
    ['ukulele', 'G', '7', '0212'],
    // The newer kinds, in their usual shapes.
    ['guitar', 'E', '5', '022xxx'],
    ['guitar', 'D', '5', 'xx023x'],
    ['guitar', 'A', 'mMaj7', 'x02110'],
    ['guitar', 'C', '7#9', 'x3234x'],
    ['guitar', 'E', '7#9', '0x0133'],
    ['guitar', 'C', '7b9', 'x3232x'],
    ['guitar', 'C', '7b5', 'x3435x'],
    ['guitar', 'G', '7#5', '3x3443 barre 3'],
    ['guitar', 'C', 'maj7#11', 'x32002'],
    ['guitar', 'C', '69', 'x32233'],
    ['guitar', 'C', '9sus4', 'x33333 barre 3'],
    ['ukulele', 'C', '5', '0033'],
    ['ukulele', 'A', 'mMaj7', '1000'],
    ['ukulele', 'C', '7#5', '1001'],
  ] as const)('picks the %s shape of %s %s: %s', (instrument, root, quality, code) => {
    expect(pickedShape(instrument, root, quality)).toBe(code)
  })

  it('gives the ukulele no shape for the five-note kinds', () => {
    for (const quality of ['69', '7b9', '7#9', 'm11', 'maj7#11', '9sus4', '13sus4'] as const)
      expect(pickedShape('ukulele', 'C', quality), quality).toBeUndefined()
  })

  it('writes frets above nine in brackets', () => {
    expect(shapeCode({ frets: [-1, 10, 12, 12, 11, 10] })).toBe('x(10)(12)(12)(11)(10)')
  })
})
