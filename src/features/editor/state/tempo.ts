import type { EditorAction } from './editor-reducer'
import { fieldEdit } from './field-edit'

export const MIN_BPM = 20
export const MAX_BPM = 300

/** The edit to a new tempo, within MIN_BPM–MAX_BPM; quick changes in a row are one undo step. */
export function tempoEdit(bpm: number, announce = false): EditorAction {
  const next = Math.min(Math.max(Math.round(bpm), MIN_BPM), MAX_BPM)
  return {
    ...fieldEdit('bpm', (doc) => ({ ...doc, bpm: next })),
    ...(announce && { announce: `${next} bpm` }),
  }
}
