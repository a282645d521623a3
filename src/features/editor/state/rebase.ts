import { mergeSongs } from '@/song/merge'
import type { SongDocument } from '@/song/types'
import type { History } from './history'

/**
 * The song changed under the editor, from `from` to `to` (a version saved elsewhere, merged in):
 * the editor's own changes since `from` stay on top of it, and every undo step is moved onto it
 * too, so undo takes back this editor's edits, never the other side's.
 */
export function rebase(
  current: SongDocument,
  history: History,
  from: SongDocument,
  to: SongDocument,
): { doc: SongDocument; history: History } {
  const onto = (step: SongDocument) =>
    step === from ? to : mergeSongs(from, step, to, 'theirs').document
  const doc = current === from ? to : mergeSongs(from, current, to, 'mine').document
  return {
    doc,
    history: { ...history, past: history.past.map(onto), future: history.future.map(onto) },
  }
}
