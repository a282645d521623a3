import { pitchClassOf } from '@/music/chord-catalog'
import { displayNote, isWhiteKey, keyName } from '@/music/note-names'

/** "C, E and G" */
export function listWords(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/**
 * Notes whose written name points at another key than one would guess: F♭ is played on E, B♯ on
 * C, and every double sharp or flat on some other key.
 */
export function surprisingNote(note: string): boolean {
  const accidentals = note.slice(1)
  if (!accidentals) return false
  return accidentals.length > 1 || isWhiteKey(pitchClassOf(note))
}

/** "F♭ (played on the E key)" for a surprising note, else just the note. */
export function noteWithKey(note: string): string {
  if (!surprisingNote(note)) return displayNote(note)
  return `${displayNote(note)} (played on the ${keyName(pitchClassOf(note))} key)`
}
