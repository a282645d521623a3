import type { SongDocument } from '@/song/types'

/** Undo steps kept; older ones drop off. */
export const HISTORY_LIMIT = 200
/** Edits with one coalesce key within this time are one undo step (typing a name). */
export const COALESCE_MS = 1000

export type History = {
  past: SongDocument[]
  future: SongDocument[]
  /** The key and time of the last edit, to merge quick edits of one field into one undo step. */
  last?: { key: string; at: number }
}

export const EMPTY_HISTORY: History = { past: [], future: [] }

/** Records `before` as an undo step for an edit (unless it continues the last one). */
export function record(
  history: History,
  before: SongDocument,
  coalesce?: { key: string; at: number },
): History {
  const merges =
    coalesce &&
    history.last?.key === coalesce.key &&
    coalesce.at - history.last.at < COALESCE_MS &&
    history.past.length > 0
  if (merges) return { past: history.past, future: [], last: coalesce }
  const past = [...history.past, before]
  if (past.length > HISTORY_LIMIT) past.shift()
  return { past, future: [], last: coalesce }
}

export function undo(history: History, current: SongDocument) {
  const previous = history.past.at(-1)
  if (!previous) return undefined
  return {
    doc: previous,
    history: { past: history.past.slice(0, -1), future: [current, ...history.future] },
  }
}

export function redo(history: History, current: SongDocument) {
  const [next, ...future] = history.future
  if (!next) return undefined
  return { doc: next, history: { past: [...history.past, current], future } }
}
