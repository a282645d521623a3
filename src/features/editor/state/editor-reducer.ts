import type { Bar, SongDocument } from '@/song/types'
import { EMPTY_HISTORY, type History, record, redo, undo } from './history'
import { rebase } from './rebase'
import {
  caretAt,
  clampSelection,
  type Direction,
  moveSelection,
  type Selection,
  START,
  selectedBars,
} from './selection'
import { clearBars, pasteBars, removeBars, setSlot } from './song-edits'

export type EditorState = {
  doc: SongDocument
  selection: Selection
  history: History
  /** Bars copied or cut inside the editor (the system clipboard gets them as text too). */
  clipboard: Bar[] | null
  /** The last thing that happened, announced to screen readers ("Copied 2 bars"). */
  announcement: string
}

export type EditorAction =
  | {
      type: 'edit'
      edit: (doc: SongDocument) => SongDocument
      /** Quick edits of one field with this key are one undo step. */
      coalesce?: string
      at?: number
      select?: Selection
      announce?: string
    }
  /**
   * The last edit made another way, from the document before it: still one undo step (a pasted
   * verse spread over more bars per line). Only while that edit, by its coalesce key, is the last.
   */
  | {
      type: 'amend'
      coalesce: string
      edit: (before: SongDocument) => SongDocument
      announce?: string
    }
  | { type: 'select'; selection: Selection }
  | { type: 'move'; direction: Direction; extend?: boolean }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'copy' }
  | { type: 'cut' }
  | { type: 'paste'; bars?: Bar[] }
  | { type: 'clear' }
  /** Another document (opened, or chosen in a conflict): a fresh history. */
  | { type: 'load'; doc: SongDocument }
  /** The song changed under the editor (saved elsewhere, merged in): edits and undo stay. */
  | { type: 'rebase'; from: SongDocument; to: SongDocument }
  | { type: 'announce'; message: string }

export const initialEditorState = (doc: SongDocument): EditorState => ({
  doc,
  selection: clampSelection(doc, START),
  history: EMPTY_HISTORY,
  clipboard: null,
  announcement: '',
})

/** Undo and redo: the step back or forward through the history, and what is then announced. */
const HISTORY_STEPS = {
  undo: { take: undo, done: 'Undone' },
  redo: { take: redo, done: 'Redone' },
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

function applyEdit(
  state: EditorState,
  doc: SongDocument,
  options: { coalesce?: string; at?: number; select?: Selection; announce?: string } = {},
): EditorState {
  if (doc === state.doc) return state
  const coalesce =
    options.coalesce !== undefined ? { key: options.coalesce, at: options.at ?? 0 } : undefined
  return {
    ...state,
    doc,
    history: record(state.history, state.doc, coalesce),
    selection: clampSelection(doc, options.select ?? state.selection),
    announcement: options.announce ?? state.announcement,
  }
}

export function selectionBars(state: EditorState): Bar[] {
  const { first, last } = selectedBars(state.selection)
  return state.doc.sections[state.selection.section]?.bars.slice(first, last + 1) ?? []
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'edit':
      return applyEdit(state, action.edit(state.doc), action)
    case 'amend': {
      const before = state.history.past.at(-1)
      if (!before || state.history.last?.key !== action.coalesce) return state
      const doc = action.edit(before)
      return {
        ...state,
        doc,
        selection: clampSelection(doc, state.selection),
        announcement: action.announce ?? state.announcement,
      }
    }
    case 'select': {
      const selection = clampSelection(state.doc, action.selection)
      const same = (Object.keys(selection) as (keyof Selection)[]).every(
        (key) => selection[key] === state.selection[key],
      )
      // The same place again (a words field focused where the caret already is): nothing re-renders.
      return same ? state : { ...state, selection }
    }
    case 'move':
      return {
        ...state,
        selection: moveSelection(state.doc, state.selection, action.direction, action.extend),
      }
    case 'undo':
    case 'redo': {
      const { take, done } = HISTORY_STEPS[action.type]
      const step = take(state.history, state.doc)
      if (!step) return { ...state, announcement: `Nothing to ${action.type}` }
      return {
        ...state,
        ...step,
        selection: clampSelection(step.doc, state.selection),
        announcement: done,
      }
    }
    case 'copy': {
      const bars = selectionBars(state)
      return { ...state, clipboard: bars, announcement: `Copied ${plural(bars.length, 'bar')}` }
    }
    case 'cut': {
      const bars = selectionBars(state)
      const { first, last } = selectedBars(state.selection)
      const { section } = state.selection
      const count = state.doc.sections[section]?.bars.length ?? 0
      // Cutting every bar would leave an empty section: clear them instead.
      const doc =
        last - first + 1 >= count
          ? clearBars(state.doc, { section, first, last })
          : removeBars(state.doc, { section, first, last })
      return {
        ...applyEdit(state, doc, {
          select: caretAt(section, first),
          announce: `Cut ${plural(bars.length, 'bar')}`,
        }),
        clipboard: bars,
      }
    }
    case 'paste': {
      const bars = action.bars ?? state.clipboard
      if (!bars?.length) return { ...state, announcement: 'Nothing to paste' }
      const { section } = state.selection
      const { first } = selectedBars(state.selection)
      const doc = pasteBars(state.doc, { section, bar: first }, bars)
      const last = first + bars.length - 1
      return applyEdit(state, doc, {
        select: { section, bar: last, slot: 0, anchorBar: first },
        announce: `Pasted ${plural(bars.length, 'bar')}`,
      })
    }
    case 'clear': {
      const { first, last } = selectedBars(state.selection)
      const { section, bar, slot } = state.selection
      const doc =
        first === last
          ? setSlot(state.doc, { section, bar, slot }, '')
          : clearBars(state.doc, { section, first, last })
      return applyEdit(state, doc, { announce: 'Cleared' })
    }
    case 'load':
      return initialEditorState(action.doc)
    case 'rebase': {
      const { doc, history } = rebase(state.doc, state.history, action.from, action.to)
      return { ...state, doc, history, selection: clampSelection(doc, state.selection) }
    }
    case 'announce':
      return { ...state, announcement: action.message }
  }
}
