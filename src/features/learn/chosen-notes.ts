import type { NoteEvent } from '@/lib/midi-input'

/**
 * The notes a learner offers as a chord. A tap on the page's keyboard toggles a key (a screen has
 * no way to hold several at once). On a MIDI keyboard a chord is every note pressed since the
 * moment none was held, so a rolled chord counts whole and stays shown once the keys are let go.
 */
export type ChosenNotes = { chosen: number[]; held: number[] }

export type ChosenNotesAction = NoteEvent | { type: 'tap'; note: number } | { type: 'clear' }

export const NO_NOTES: ChosenNotes = { chosen: [], held: [] }

const sorted = (notes: Iterable<number>) => [...new Set(notes)].sort((a, b) => a - b)

export function chosenNotes(state: ChosenNotes, action: ChosenNotesAction): ChosenNotes {
  switch (action.type) {
    case 'tap':
      return {
        ...state,
        chosen: state.chosen.includes(action.note)
          ? state.chosen.filter((note) => note !== action.note)
          : sorted([...state.chosen, action.note]),
      }
    case 'on':
      return {
        chosen: state.held.length === 0 ? [action.note] : sorted([...state.chosen, action.note]),
        held: sorted([...state.held, action.note]),
      }
    case 'off':
      return { ...state, held: state.held.filter((note) => note !== action.note) }
    case 'clear':
      return NO_NOTES
  }
}
