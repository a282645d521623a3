import type { EditorAction } from './editor-reducer'
import { type Cursor, caret } from './selection'
import { setSlot } from './song-edits'

/** The edit that puts a chord (stored form; '' clears the slot) at a slot, the caret on it. */
export const chordEdit = (cursor: Cursor, stored: string): EditorAction => ({
  type: 'edit',
  edit: (doc) => setSlot(doc, cursor, stored),
  select: caret(cursor),
  announce: stored ? `${stored} entered` : 'Chord cleared',
})
