import { createContext, type Dispatch, useContext } from 'react'
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
  runCommand: (id: string) => void
  playFromBar: (section: number, bar: number) => void
}

export const GridContext = createContext<GridActions | null>(null)

export function useGridActions(): GridActions {
  const actions = useContext(GridContext)
  if (!actions) throw new Error('useGridActions outside the editor')
  return actions
}
