// @vitest-environment node
import { expect, it } from 'vitest'
import {
  displayNote,
  displaySymbol,
  isWhiteKey,
  keyName,
  noteWords,
  pitchClassName,
} from './note-names'

it('writes notes with sharp and flat signs', () => {
  expect(['C', 'F#', 'Bb', 'C##', 'Bbb', 'C#4', 'e'].map(displayNote)).toEqual([
    'C',
    'F♯',
    'B♭',
    'C♯♯',
    'B♭♭',
    'C♯4',
    'E',
  ])
  expect(displayNote('not a note')).toBe('not a note')
})

it('writes chord symbols with sharp and flat signs, keeping quality letters', () => {
  expect(displaySymbol('C#m7b5')).toBe('C♯m7♭5')
  expect(displaySymbol('Bbmaj9')).toBe('B♭maj9')
  expect(displaySymbol('Ebdim')).toBe('E♭dim')
  expect(displaySymbol('Db7/Cb')).toBe('D♭7/C♭')
  expect(displaySymbol('Cadd9')).toBe('Cadd9')
  expect(displaySymbol('G7b9')).toBe('G7♭9')
  expect(displaySymbol('E7#9')).toBe('E7♯9')
  expect(displaySymbol('D7b5')).toBe('D7♭5')
  expect(displaySymbol('C#7#5')).toBe('C♯7♯5')
  expect(displaySymbol('Bbmaj7#11')).toBe('B♭maj7♯11')
  expect(displaySymbol('CmMaj7')).toBe('CmMaj7')
  expect(displaySymbol('F69')).toBe('F6/9')
  expect(displaySymbol('F69/A')).toBe('F6/9/A')
  expect(displaySymbol('Ab13sus4')).toBe('A♭13sus4')
})

it('spells accidentals out in words', () => {
  expect(['C#', 'Bb', 'F##', 'Bbb', 'E'].map(noteWords)).toEqual([
    'C sharp',
    'B flat',
    'F double sharp',
    'B double flat',
    'E',
  ])
})

it('names the piano key of each pitch class', () => {
  expect(keyName(4)).toBe('E')
  expect(keyName(1)).toBe('C♯/D♭')
  expect(keyName(-1)).toBe('B')
  expect(keyName(14)).toBe('D')
})

it('spells a pitch class with a sharp, or with a flat when asked', () => {
  expect([0, 1, 3, 4, 10].map((pc) => pitchClassName(pc))).toEqual(['C', 'C#', 'D#', 'E', 'A#'])
  expect([0, 1, 3, 4, 10].map((pc) => pitchClassName(pc, true))).toEqual([
    'C',
    'Db',
    'Eb',
    'E',
    'Bb',
  ])
  expect(pitchClassName(61)).toBe('C#')
})

it('tells the white keys from the black, for pitch classes and MIDI notes', () => {
  expect([60, 61, 64, 65, 70, 71].map(isWhiteKey)).toEqual([true, false, true, true, false, true])
  expect(isWhiteKey(-1)).toBe(true)
})
