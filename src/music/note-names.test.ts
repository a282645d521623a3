// @vitest-environment node
import { expect, it } from 'vitest'
import { displayNote, displaySymbol, keyName, noteWords } from './note-names'

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
