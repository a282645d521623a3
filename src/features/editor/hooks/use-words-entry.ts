import { type Dispatch, useCallback, useMemo, useRef, useState } from 'react'
import type { WordsFieldHandle } from '../commands/command-types'
import type { EditorAction, EditorState } from '../state/editor-reducer'
import { spreadLyrics } from '../state/lyric-paste'
import { type Cursor, caret } from '../state/selection'

/** A verse just pasted into the words, while its spread can still change (nothing edited since). */
export type LyricPaste = {
  /** The paste's undo step: spreading it again amends that step. */
  key: string
  at: Cursor
  lines: string[]
  barsPerLine: number
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

function pasteMessage(state: EditorState, paste: Omit<LyricPaste, 'key'>): string {
  const result = spreadLyrics(state.doc, paste.at, paste.lines, paste.barsPerLine)
  const section = state.doc.sections[paste.at.section]?.label || 'the section'
  const spread = `${plural(paste.lines.length - result.dropped, 'line')} pasted into ${section}, ${
    paste.barsPerLine === 1 ? 'a line a bar' : `each line over ${paste.barsPerLine} bars`
  }`
  const added = result.added ? `, ${plural(result.added, 'bar')} added` : ''
  const dropped = result.dropped
    ? `. ${plural(result.dropped, 'line')} did not fit: a section holds at most so many bars`
    : ''
  return `${spread}${added}${dropped}.`
}

/** Focuses a words field; one in a bar just added is there a frame later. */
function focusWordsField(at: Cursor, frames = 3) {
  const field = document.querySelector<HTMLTextAreaElement>(
    `[data-words="${at.section}-${at.bar}-${at.slot}"]`,
  )
  if (field) {
    field.focus({ preventScroll: true })
    requestAnimationFrame(() => field.scrollIntoView?.({ block: 'nearest' }))
  } else if (frames > 0) requestAnimationFrame(() => focusWordsField(at, frames - 1))
}

/** Typing words: the field being typed in, moving between words and chords, pasting a verse. */
export function useWordsEntry(
  dispatch: Dispatch<EditorAction>,
  getState: () => EditorState,
  focusGrid: () => void,
) {
  const active = useRef<WordsFieldHandle | null>(null)
  const [paste, setPaste] = useState<LyricPaste | null>(null)
  const pasteRef = useRef(paste)
  pasteRef.current = paste

  const focusWords = useCallback(
    (at: Cursor) => {
      dispatch({ type: 'select', selection: caret(at) })
      focusWordsField(at)
    },
    [dispatch],
  )

  const focusChord = useCallback(
    (at: Cursor) => {
      dispatch({ type: 'select', selection: caret(at) })
      focusGrid()
    },
    [dispatch, focusGrid],
  )

  const pasteLyrics = useCallback(
    (at: Cursor, lines: string[]) => {
      const next = { key: `lyrics-${Date.now()}`, at, lines, barsPerLine: 1 }
      dispatch({
        type: 'edit',
        edit: (doc) => spreadLyrics(doc, at, lines, 1).doc,
        coalesce: next.key,
        at: 0,
        select: caret(at),
        announce: pasteMessage(getState(), next),
      })
      setPaste(next)
    },
    [dispatch, getState],
  )

  const spreadPaste = useCallback(
    (barsPerLine: number) => {
      const current = pasteRef.current
      if (!current) return
      const next = { ...current, barsPerLine }
      dispatch({
        type: 'amend',
        coalesce: current.key,
        edit: (doc) => spreadLyrics(doc, current.at, current.lines, barsPerLine).doc,
        announce: pasteMessage(getState(), next),
      })
      setPaste(next)
    },
    [dispatch, getState],
  )

  const closePaste = useCallback(() => {
    const current = pasteRef.current
    setPaste(null)
    if (current) focusWords(current.at)
  }, [focusWords])

  const fieldActions = useMemo(
    () => ({
      wordsEntered: (field: WordsFieldHandle) => {
        active.current = field
      },
      wordsLeft: (field: WordsFieldHandle) => {
        if (active.current === field) active.current = null
      },
      wordsField: () => active.current,
    }),
    [],
  )

  return { ...fieldActions, focusWords, focusChord, pasteLyrics, paste, spreadPaste, closePaste }
}
