import { memo, useMemo, useRef, useState } from 'react'
import { typedWords } from '@/song/words'
import type { WordsFieldHandle } from '../commands/command-types'
import { markEditStart, measureEditToPaint } from '../hooks/edit-timing'
import { useGridActions } from '../hooks/grid-context'
import { pastedLines } from '../state/lyric-paste'
import { setLineEnd, setWords } from '../state/song-edits'
import { shownWords } from '../state/words-flow'

/** Idle time after a keystroke before what is typed is saved to the song (it is also saved on leaving). */
const SAVE_IDLE_MS = 500

type WordsFieldProps = {
  section: number
  bar: number
  slot: number
  /** The words as the song keeps them. */
  words: string
  label: string
  /** The grid's one words tab stop: under the caret. */
  tabStop: boolean
  /** The bar before ends a line: Backspace at the start joins this line to it. */
  afterLineEnd: boolean
  describedBy?: string
  maxLength: number
}

/**
 * The words sung from one slot of a bar. What is typed stays in the field (so typing re-renders
 * only it) and goes to the song when the typing pauses and when the field is left; one visit of
 * the field is one undo step. A one-line text area, so long words wrap in a narrow bar where the
 * browser sizes fields to their content.
 */
export const WordsField = memo(function WordsField({
  section,
  bar,
  slot,
  words,
  label,
  tabStop,
  afterLineEnd,
  describedBy,
  maxLength,
}: WordsFieldProps) {
  const actions = useGridActions()
  const [draft, setDraft] = useState<string | null>(null)
  const draftRef = useRef<string | null>(null)
  const wordsRef = useRef(words)
  wordsRef.current = words
  const place = useRef({ section, bar, slot })
  place.current = { section, bar, slot }
  const visit = useRef<{ key: string; at: number } | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const handle = useMemo<WordsFieldHandle>(
    () => ({
      get at() {
        return place.current
      },
      commit: (also) => {
        clearTimeout(timer.current)
        const text = draftRef.current
        const changed = text !== null && text !== shownWords(wordsRef.current)
        if (!changed && !also) return
        const at = place.current
        const now = Date.now()
        markEditStart('words-edit')
        visit.current ??= { key: `words-${at.section}-${at.bar}-${at.slot}-${now}`, at: now }
        actions.dispatch({
          type: 'edit',
          edit: (doc) => {
            const typed = changed ? setWords(doc, at, typedWords(text ?? '')) : doc
            return also ? also(typed) : typed
          },
          // Every save of one visit shares its key and time: one undo step however slow the typing.
          coalesce: visit.current.key,
          at: visit.current.at,
        })
        measureEditToPaint('words-edit')
      },
      reset: () => {
        clearTimeout(timer.current)
        draftRef.current = null
        setDraft(null)
      },
    }),
    [actions],
  )

  return (
    <textarea
      rows={1}
      data-words={`${section}-${bar}-${slot}`}
      aria-label={label}
      aria-describedby={describedBy}
      tabIndex={tabStop ? 0 : -1}
      enterKeyHint="next"
      autoComplete="off"
      maxLength={maxLength}
      placeholder={tabStop ? 'words' : undefined}
      value={draft ?? shownWords(words)}
      onFocus={() => {
        visit.current = null
        actions.wordsEntered(handle)
        actions.select(place.current)
      }}
      onBlur={() => {
        handle.commit()
        handle.reset()
        actions.wordsLeft(handle)
      }}
      onChange={(event) => {
        // One line: a line break ends the lyric line (Enter), it is never part of the words.
        const text = event.target.value.replace(/[\r\n]+/g, ' ')
        draftRef.current = text
        setDraft(text)
        clearTimeout(timer.current)
        timer.current = setTimeout(() => handle.commit(), SAVE_IDLE_MS)
      }}
      onKeyDown={(event) => {
        // Shift+Enter, which no command takes, would break the line inside the field.
        if (event.key === 'Enter' && event.shiftKey) return event.preventDefault()
        const input = event.currentTarget
        const atStart = input.selectionStart === 0 && input.selectionEnd === 0
        if (event.key !== 'Backspace' || !atStart || slot !== 0 || !afterLineEnd) return
        // Like joining two lines of text: the line before now runs on into this one.
        event.preventDefault()
        const before = { section, bar: bar - 1 }
        handle.commit((doc) => setLineEnd(doc, before, false))
        actions.dispatch({ type: 'announce', message: 'Line joined to the one before' })
      }}
      onPaste={(event) => {
        const lines = pastedLines(event.clipboardData.getData('text/plain'))
        if (lines.length < 2) return
        event.preventDefault()
        handle.reset()
        actions.pasteLyrics(place.current, lines)
      }}
      className="block min-h-11 w-full min-w-0 resize-none overflow-hidden rounded-field bg-transparent px-1.5 py-2.5 text-base leading-6 outline-none field-sizing-content placeholder:text-base-content/50 focus:bg-base-200 focus-visible:ring-2 focus-visible:ring-primary sm:min-h-9 sm:py-1.5 pointer-coarse:min-h-11 pointer-coarse:py-2.5"
    />
  )
})
