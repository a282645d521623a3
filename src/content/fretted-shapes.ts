import type { QualityId } from '@/music/chord-catalog'
import type { ShapeSource } from '@/music/fretted'

// Guitar and ukulele chord shapes, lowest string first; -1 = muted, 0 = open.
// Movable shapes slide up the neck (their open strings become a barre) to give every root.
// src/music/fretted.test.ts checks every shape against tonal's notes for the chord.

const open = (root: string, frets: number[]): ShapeSource => ({ root, frets, movable: false })
const movable = (root: string, frets: number[]): ShapeSource => ({ root, frets, movable: true })

/** Standard tuning E A D G B E. */
export const GUITAR_SHAPES: Partial<Record<QualityId, ShapeSource[]>> = {
  major: [
    movable('E', [0, 2, 2, 1, 0, 0]),
    movable('A', [-1, 0, 2, 2, 2, 0]),
    open('C', [-1, 3, 2, 0, 1, 0]),
    open('G', [3, 2, 0, 0, 0, 3]),
    open('D', [-1, -1, 0, 2, 3, 2]),
  ],
  minor: [
    movable('E', [0, 2, 2, 0, 0, 0]),
    movable('A', [-1, 0, 2, 2, 1, 0]),
    open('D', [-1, -1, 0, 2, 3, 1]),
  ],
  dim: [
    movable('A', [-1, 0, 1, 2, 1, -1]),
    movable('E', [0, 1, 2, 0, -1, -1]),
    movable('D', [-1, -1, 0, 1, 3, 1]),
  ],
  aug: [
    movable('E', [0, 3, 2, 1, 1, 0]),
    movable('A', [-1, 0, 3, 2, 2, 1]),
    open('C', [-1, 3, 2, 1, 1, 0]),
  ],
  sus2: [
    movable('A', [-1, 0, 2, 2, 0, 0]),
    movable('E', [0, 2, 4, 4, 0, 0]),
    movable('D', [-1, -1, 0, 2, 3, 0]),
  ],
  sus4: [
    movable('E', [0, 2, 2, 2, 0, 0]),
    movable('A', [-1, 0, 2, 2, 3, 0]),
    open('D', [-1, -1, 0, 2, 3, 3]),
  ],
  '6': [
    movable('E', [0, 2, 2, 1, 2, 0]),
    movable('A', [-1, 0, 2, 2, 2, 2]),
    open('C', [-1, 3, 2, 2, 1, 0]),
    open('G', [3, 2, 0, 0, 0, 0]),
    open('D', [-1, -1, 0, 2, 0, 2]),
  ],
  m6: [
    movable('E', [0, 2, 2, 0, 2, 0]),
    movable('A', [-1, 0, 2, 2, 1, 2]),
    open('D', [-1, -1, 0, 2, 0, 1]),
  ],
  '7': [
    movable('E', [0, 2, 0, 1, 0, 0]),
    movable('A', [-1, 0, 2, 0, 2, 0]),
    open('C', [-1, 3, 2, 3, 1, 0]),
    open('D', [-1, -1, 0, 2, 1, 2]),
    open('G', [3, 2, 0, 0, 0, 1]),
    open('B', [-1, 2, 1, 2, 0, 2]),
  ],
  maj7: [
    movable('E', [0, 2, 1, 1, 0, 0]),
    movable('A', [-1, 0, 2, 1, 2, 0]),
    open('C', [-1, 3, 2, 0, 0, 0]),
    open('D', [-1, -1, 0, 2, 2, 2]),
    open('F', [-1, -1, 3, 2, 1, 0]),
    open('G', [3, 2, 0, 0, 0, 2]),
  ],
  m7: [
    movable('E', [0, 2, 0, 0, 0, 0]),
    movable('A', [-1, 0, 2, 0, 1, 0]),
    open('D', [-1, -1, 0, 2, 1, 1]),
  ],
  m7b5: [movable('A', [-1, 0, 1, 0, 1, -1]), open('E', [0, 1, 0, 0, 3, 0])],
  dim7: [
    movable('A', [-1, 0, 1, 2, 1, 2]),
    movable('E', [0, 1, 2, 0, 2, 0]),
    open('D', [-1, -1, 0, 1, 0, 1]),
  ],
  '9': [movable('E', [0, 2, 0, 1, 0, 2]), movable('C', [-1, 3, 2, 3, 3, 3])],
  maj9: [
    movable('C', [-1, 3, 2, 4, 3, -1]),
    movable('E', [0, 2, 1, 1, 0, 2]),
    open('C', [-1, 3, 2, 4, 3, 0]),
  ],
  m9: [movable('C', [-1, 3, 1, 3, 3, 3]), movable('E', [0, 2, 0, 0, 0, 2])],
  add9: [
    movable('E', [0, 2, 4, 1, 0, 0]),
    movable('A', [-1, 0, 2, 4, 2, 0]),
    open('C', [-1, 3, 2, 0, 3, 0]),
    open('G', [3, 0, 0, 2, 0, 3]),
  ],
  '11': [
    movable('C', [-1, 3, 3, 3, 3, -1]),
    movable('A', [-1, 0, 0, 0, 0, 0]),
    movable('E', [0, 0, 0, 2, 0, 0]),
  ],
  '13': [
    movable('G', [3, -1, 3, 4, 5, -1]),
    movable('C', [-1, 3, -1, 3, 5, 5]),
    open('E', [0, -1, 0, 1, 2, 0]),
  ],
  '7sus4': [
    movable('E', [0, 2, 0, 2, 0, 0]),
    movable('A', [-1, 0, 2, 0, 3, 0]),
    open('D', [-1, -1, 0, 2, 1, 3]),
  ],
  '5': [
    movable('E', [0, 2, 2, -1, -1, -1]),
    movable('A', [-1, 0, 2, 2, -1, -1]),
    open('D', [-1, -1, 0, 2, 3, -1]),
  ],
  '69': [
    movable('C', [-1, 3, 2, 2, 3, 3]),
    movable('G', [3, 2, 2, 2, 3, 3]),
    open('G', [3, -1, 2, 2, 0, 0]),
  ],
  mMaj7: [
    movable('E', [0, 2, 1, 0, 0, 0]),
    movable('A', [-1, 0, 2, 1, 1, 0]),
    open('D', [-1, -1, 0, 2, 2, 1]),
  ],
  '7b9': [movable('C', [-1, 3, 2, 3, 2, -1]), movable('E', [0, 2, 0, 1, 0, 1])],
  '7#9': [movable('C', [-1, 3, 2, 3, 4, -1]), movable('E', [0, -1, 0, 1, 3, 3])],
  '7b5': [movable('C', [-1, 3, 4, 3, 5, -1]), movable('G', [3, -1, 3, 4, 2, -1])],
  '7#5': [movable('E', [0, -1, 0, 1, 1, 0]), movable('A', [-1, 0, 3, 0, 2, 1])],
  m11: [movable('C', [-1, 3, 1, 3, 3, 1]), movable('E', [0, 0, 0, 0, 0, 0])],
  'maj7#11': [
    movable('C', [-1, 3, 4, 4, 5, -1]),
    movable('G', [3, -1, 4, 4, 2, -1]),
    open('C', [-1, 3, 2, 0, 0, 2]),
  ],
  '13sus4': [movable('C', [-1, 3, 3, 3, 3, 5]), movable('G', [3, -1, 3, 5, 5, 5])],
  '9sus4': [movable('A', [-1, 0, 0, 0, 0, 0]), movable('E', [0, 2, 0, 2, 0, 2])],
}

/** Standard re-entrant tuning G C E A. Five- and six-note chords have no four-string shape here. */
export const UKULELE_SHAPES: Partial<Record<QualityId, ShapeSource[]>> = {
  major: [
    movable('C', [0, 0, 0, 3]),
    movable('A', [2, 1, 0, 0]),
    movable('G', [0, 2, 3, 2]),
    movable('F', [2, 0, 1, 0]),
    open('D', [2, 2, 2, 0]),
  ],
  minor: [
    movable('A', [2, 0, 0, 0]),
    movable('C', [0, 3, 3, 3]),
    movable('D', [2, 2, 1, 0]),
    movable('E', [0, 4, 3, 2]),
    movable('G', [0, 2, 3, 1]),
  ],
  dim: [movable('C', [5, 3, 2, 3])],
  aug: [movable('C', [1, 0, 0, 3])],
  sus2: [movable('D', [2, 2, 0, 0]), movable('C', [0, 2, 3, 3])],
  sus4: [movable('C', [0, 0, 1, 3]), open('D', [0, 2, 3, 0]), open('G', [0, 2, 3, 3])],
  '6': [movable('C', [0, 0, 0, 0]), movable('F', [2, 2, 1, 3])],
  m6: [movable('C', [2, 3, 3, 3])],
  '7': [
    movable('C', [0, 0, 0, 1]),
    movable('G', [0, 2, 1, 2]),
    movable('A', [0, 1, 0, 0]),
    movable('D', [2, 2, 2, 3]),
    movable('E', [1, 2, 0, 2]),
  ],
  maj7: [
    movable('C', [0, 0, 0, 2]),
    movable('A', [1, 1, 0, 0]),
    movable('G', [0, 2, 2, 2]),
    movable('F', [2, 4, 1, 3]),
  ],
  m7: [
    movable('A', [0, 0, 0, 0]),
    movable('D', [2, 2, 1, 3]),
    movable('E', [0, 2, 0, 2]),
    movable('C', [3, 3, 3, 3]),
  ],
  m7b5: [movable('C', [3, 3, 2, 3])],
  dim7: [movable('C', [2, 3, 2, 3])],
  add9: [movable('C', [0, 2, 0, 3])],
  '7sus4': [movable('C', [0, 0, 1, 1]), movable('G', [0, 2, 1, 3])],
  '5': [movable('C', [0, 0, 3, 3]), movable('A', [2, 4, 0, 0])],
  mMaj7: [movable('A', [1, 0, 0, 0])],
  // C7♭5 and F♯7♭5 hold the same four notes, so one grip serves both roots.
  '7b5': [movable('C', [3, 4, 2, 3]), movable('F#', [3, 4, 2, 3])],
  '7#5': [movable('C', [1, 0, 0, 1])],
}
