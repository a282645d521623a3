import { useEffect, useId, useRef } from 'react'
import type { LyricPaste } from '../hooks/use-words-entry'
import { BARS_PER_LINE_CHOICES } from '../state/lyric-paste'

type LyricPastePromptProps = {
  paste: LyricPaste
  onSpread: (barsPerLine: number) => void
  onDone: () => void
}

/**
 * After a verse is pasted into the words: how many bars each line takes. It takes focus, so the
 * choice is one arrow key away; Escape or Done goes back to the words.
 */
export function LyricPastePrompt({ paste, onSpread, onDone }: LyricPastePromptProps) {
  const id = useId()
  const group = useRef<HTMLFieldSetElement>(null)
  useEffect(() => {
    group.current?.querySelector<HTMLInputElement>('input:checked')?.focus()
  }, [])
  return (
    <div className="print-hidden fixed inset-x-3 bottom-3 z-40 sm:inset-x-auto sm:right-3">
      <fieldset
        ref={group}
        aria-describedby={`${id}-what`}
        onKeyDown={(event) => {
          if (event.key === 'Escape' || event.key === 'Enter') {
            event.preventDefault()
            event.stopPropagation()
            onDone()
          }
        }}
        className="flex flex-wrap items-center gap-2 rounded-box border border-base-300 bg-base-100 p-3 shadow-lg"
      >
        <legend className="sr-only">Bars for each pasted line</legend>
        <p id={`${id}-what`} className="w-full text-sm">
          {paste.lines.length} lines pasted. Each line over:
        </p>
        {BARS_PER_LINE_CHOICES.map((bars) => (
          <label
            key={bars}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-field px-2 hover:bg-base-200"
          >
            <input
              type="radio"
              name={`${id}-bars`}
              className="radio radio-sm radio-primary"
              checked={paste.barsPerLine === bars}
              onChange={() => onSpread(bars)}
            />
            {bars === 1 ? '1 bar' : `${bars} bars`}
          </label>
        ))}
        <button
          type="button"
          className="btn btn-sm btn-primary min-h-11 sm:min-h-8"
          onClick={onDone}
        >
          Done
        </button>
      </fieldset>
    </div>
  )
}
