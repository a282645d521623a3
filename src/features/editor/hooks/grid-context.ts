import { createContext, type Dispatch, useContext } from 'react'
import type { WordsFieldHandle } from '../commands/command-types'
import type { CommandId } from '../commands/registry'
import type { EditorAction } from '../state/editor-reducer'
import type { Cursor } from '../state/selection'

/** The grid's stable callbacks: one object for the editor's life, so memoised bars never re-render for them. */
export type GridActions = {
  dispatch: Dispatch<EditorAction>
  select: (cursor: Cursor, extend?: boolean) => void
  startEdit: (cursor: Cursor, initial?: string) => void
  /** Saves a chord (or '' to clear); false when the symbol is not a chord (nothing saved). */
  commitChord: (cursor: Cursor, symbol: string, then?: 'next' | 'previous') => boolean
  cancelEdit: () => void
  /** Focuses the caret's chord slot (after the caret moved from a text field). */
  focusGrid: () => void
  /** A words field took focus: the commands act on it until it lets go. */
  wordsEntered: (field: WordsFieldHandle) => void
  wordsLeft: (field: WordsFieldHandle) => void
  /** Lines pasted into a words field: spread over the bars from there on. */
  pasteLyrics: (at: Cursor, lines: string[]) => void
  /** Runs a command at the caret, or at `bar` (else the first) of `section` (a section's own tools). */
  runCommand: (id: CommandId, section?: number, bar?: number) => void
  commandEnabled: (id: CommandId, section?: number, bar?: number) => boolean
  playFromBar: (section: number, bar: number) => void
}

export const GridContext = createContext<GridActions | null>(null)

export function useGridActions(): GridActions {
  const actions = useContext(GridContext)
  if (!actions) throw new Error('useGridActions outside the editor')
  return actions
}
