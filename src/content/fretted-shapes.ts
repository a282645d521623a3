import type { QualityId } from '@/music/chord-catalog'
import type { ShapeSource } from '@/music/fretted'

// Guitar and ukulele chord shapes as chord charts write them, lowest string first: x = muted,
// 0 = open ("x32010" is the open C).
// Movable shapes slide up the neck (their open strings become a barre) to give every root.
// src/music/fretted.test.ts checks every shape against tonal's notes for the chord.

// The frets a code writes ("x32010" → [-1, 3, 2, 0, 1, 0]), the inverse of shapeCode in
// music/fretted; kept here, beside the only data written in codes, out of the chord pages' code.
function fretsOfCode(code: string): number[] {
  const parts = code.match(/x|\d|\(\d+\)/g) ?? []
  if (parts.join('') !== code) throw new Error(`Not a shape code: ${code}`)
  return parts.map((part) => (part === 'x' ? -1 : Number(part.replace(/[()]/g, ''))))
}

const open = (root: string, code: string): ShapeSource => ({
  root,
  frets: fretsOfCode(code),
  movable: false,
})
const movable = (root: string, code: string): ShapeSource => ({
  root,
  frets: fretsOfCode(code),
  movable: true,
})

/** Standard tuning E A D G B E. */
export const GUITAR_SHAPES: Partial<Record<QualityId, ShapeSource[]>> = {
  major: [
    movable('E', '022100'),
    movable('A', 'x02220'),
    open('C', 'x32010'),
    open('G', '320003'),
    open('D', 'xx0232'),
  ],
  minor: [movable('E', '022000'), movable('A', 'x02210'), open('D', 'xx0231')],
  dim: [movable('A', 'x0121x'), movable('E', '0120xx'), movable('D', 'xx0131')],
  aug: [movable('E', '032110'), movable('A', 'x03221'), open('C', 'x32110')],
  sus2: [movable('A', 'x02200'), movable('E', '024400'), movable('D', 'xx0230')],
  sus4: [movable('E', '022200'), movable('A', 'x02230'), open('D', 'xx0233')],
  '6': [
    movable('E', '022120'),
    movable('A', 'x02222'),
    open('C', 'x32210'),
    open('G', '320000'),
    open('D', 'xx0202'),
  ],
  m6: [movable('E', '022020'), movable('A', 'x02212'), open('D', 'xx0201')],
  '7': [
    movable('E', '020100'),
    movable('A', 'x02020'),
    open('C', 'x32310'),
    open('D', 'xx0212'),
    open('G', '320001'),
    open('B', 'x21202'),
  ],
  maj7: [
    movable('E', '021100'),
    movable('A', 'x02120'),
    open('C', 'x32000'),
    open('D', 'xx0222'),
    open('F', 'xx3210'),
    open('G', '320002'),
  ],
  m7: [movable('E', '020000'), movable('A', 'x02010'), open('D', 'xx0211')],
  m7b5: [movable('A', 'x0101x'), open('E', '010030')],
  dim7: [movable('A', 'x01212'), movable('E', '012020'), open('D', 'xx0101')],
  '9': [movable('E', '020102'), movable('C', 'x32333')],
  maj9: [movable('C', 'x3243x'), movable('E', '021102'), open('C', 'x32430')],
  m9: [movable('C', 'x31333'), movable('E', '020002')],
  add9: [movable('E', '024100'), movable('A', 'x02420'), open('C', 'x32030'), open('G', '300203')],
  '11': [movable('C', 'x3333x'), movable('A', 'x00000'), movable('E', '000200')],
  '13': [movable('G', '3x345x'), movable('C', 'x3x355'), open('E', '0x0120')],
  '7sus4': [movable('E', '020200'), movable('A', 'x02030'), open('D', 'xx0213')],
  '5': [movable('E', '022xxx'), movable('A', 'x022xx'), open('D', 'xx023x')],
  '69': [movable('C', 'x32233'), movable('G', '322233'), open('G', '3x2200')],
  mMaj7: [movable('E', '021000'), movable('A', 'x02110'), open('D', 'xx0221')],
  '7b9': [movable('C', 'x3232x'), movable('E', '020101')],
  '7#9': [movable('C', 'x3234x'), movable('E', '0x0133')],
  '7b5': [movable('C', 'x3435x'), movable('G', '3x342x')],
  '7#5': [movable('E', '0x0110'), movable('A', 'x03021')],
  m11: [movable('C', 'x31331'), movable('E', '000000')],
  'maj7#11': [movable('C', 'x3445x'), movable('G', '3x442x'), open('C', 'x32002')],
  '13sus4': [movable('C', 'x33335'), movable('G', '3x3555')],
  '9sus4': [movable('A', 'x00000'), movable('E', '020202')],
}

/** Standard re-entrant tuning G C E A. Five- and six-note chords have no four-string shape here. */
export const UKULELE_SHAPES: Partial<Record<QualityId, ShapeSource[]>> = {
  major: [
    movable('C', '0003'),
    movable('A', '2100'),
    movable('G', '0232'),
    movable('F', '2010'),
    open('D', '2220'),
  ],
  minor: [
    movable('A', '2000'),
    movable('C', '0333'),
    movable('D', '2210'),
    movable('E', '0432'),
    movable('G', '0231'),
  ],
  dim: [movable('C', '5323')],
  aug: [movable('C', '1003')],
  sus2: [movable('D', '2200'), movable('C', '0233')],
  sus4: [movable('C', '0013'), open('D', '0230'), open('G', '0233')],
  '6': [movable('C', '0000'), movable('F', '2213')],
  m6: [movable('C', '2333')],
  '7': [
    movable('C', '0001'),
    movable('G', '0212'),
    movable('A', '0100'),
    movable('D', '2223'),
    movable('E', '1202'),
  ],
  maj7: [movable('C', '0002'), movable('A', '1100'), movable('G', '0222'), movable('F', '2413')],
  m7: [movable('A', '0000'), movable('D', '2213'), movable('E', '0202'), movable('C', '3333')],
  m7b5: [movable('C', '3323')],
  dim7: [movable('C', '2323')],
  add9: [movable('C', '0203')],
  '7sus4': [movable('C', '0011'), movable('G', '0213')],
  '5': [movable('C', '0033'), movable('A', '2400')],
  mMaj7: [movable('A', '1000')],
  // C7♭5 and F♯7♭5 hold the same four notes, so one grip serves both roots.
  '7b5': [movable('C', '3423'), movable('F#', '3423')],
  '7#5': [movable('C', '1001')],
}
