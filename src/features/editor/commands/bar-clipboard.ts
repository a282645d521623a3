import type { ClipboardEvent, Dispatch } from 'react'
import { barsToText, textToBars } from '../state/bar-text'
import { type EditorAction, type EditorState, selectionBars } from '../state/editor-reducer'

// Bars on the clipboard travel as text ("| C | Am F |"), so other apps can read and write them.

export const selectedBarsText = (state: EditorState): string => barsToText(selectionBars(state))

/**
 * What pasting text does: the bars it reads as; a message when some of them are not chords; or,
 * when it is not bars at all, the bars last copied in the editor.
 */
export function pasteBars(text: string, beats: number): EditorAction {
  const parsed = textToBars(text, beats)
  if (!parsed) return { type: 'paste' }
  if (parsed.invalid.length)
    return {
      type: 'announce',
      message: `Not pasted: ${parsed.invalid.slice(0, 3).join(', ')} are not chords`,
    }
  return { type: 'paste', bars: parsed.bars }
}

/** A field whose clipboard is its own text (a words field, a name), not bars. */
const isTextField = (target: EventTarget) =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement

type ClipboardInput = Pick<ClipboardEvent, 'target' | 'clipboardData' | 'preventDefault'>

/** The browser's copy or cut in the grid: the selected bars go on the clipboard as text. */
export function copyBars(
  event: ClipboardInput,
  state: EditorState,
  dispatch: Dispatch<EditorAction>,
  cut: boolean,
) {
  if (isTextField(event.target)) return
  event.preventDefault()
  event.clipboardData.setData('text/plain', selectedBarsText(state))
  dispatch({ type: cut ? 'cut' : 'copy' })
}

/** The browser's paste in the grid: the clipboard's text as bars at the caret. */
export function pasteBarsFrom(
  event: ClipboardInput,
  state: EditorState,
  dispatch: Dispatch<EditorAction>,
) {
  if (isTextField(event.target)) return
  event.preventDefault()
  dispatch(pasteBars(event.clipboardData.getData('text/plain'), state.doc.timeSignature.beats))
}
