import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { isChordSymbol } from '../state/chord-check'
import { chordSuggestions } from '../state/chord-suggestions'

type ChordEntryProps = {
  initial: string
  songKey: string
  label: string
  /** Returns false when the symbol was refused (not a chord): the entry stays open. */
  onCommit: (symbol: string, then?: 'next' | 'previous') => boolean
  onCancel: () => void
  /** Where the entry sits over its bar: the edges of the slot it edits. */
  place: { left: string; right: string }
  /** Focuses the slot under the entry. */
  returnFocus: () => void
}

/** Typing a chord in a slot: a combobox with completions from the key; invalid text is shown, never saved. */
export function ChordEntry({
  initial,
  songKey,
  label,
  onCommit,
  onCancel,
  place,
  returnFocus,
}: ChordEntryProps) {
  const [text, setText] = useState(initial)
  const [active, setActive] = useState(-1)
  const [error, setError] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const closing = useRef(false)
  const id = useId()
  const suggestions = useMemo(() => chordSuggestions(text, songKey), [text, songKey])
  const invalid = text.trim() !== '' && !isChordSymbol(text.trim())

  useEffect(() => {
    const element = input.current
    element?.focus()
    // Typing a letter opened us: carry on after it rather than selecting it.
    if (element && initial.length === 1) element.setSelectionRange(1, 1)
    else element?.select()
  }, [initial])

  const commit = (then?: 'next' | 'previous') => {
    const chosen = active >= 0 ? suggestions[active] : undefined
    const symbol = (chosen ?? text).trim()
    if (symbol && !isChordSymbol(symbol)) {
      setError(`“${symbol}” is not a chord symbol. Try C, Am7, F#m7b5, Bbmaj9, Csus4 or C/E.`)
      return false
    }
    return onCommit(symbol, then)
  }

  // Closing from the keyboard or a suggestion hands focus back to the slot while the entry is still
  // there: the browser then need not rescue focus from a removed input. The blur that causes is ours.
  const close = (done: () => boolean) => {
    closing.current = true
    if (done()) returnFocus()
    else closing.current = false
  }

  return (
    <div className="absolute top-0 z-20 min-w-40" style={place}>
      <input
        ref={input}
        type="text"
        role="combobox"
        aria-label={label}
        aria-expanded={suggestions.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${id}-${active}` : undefined}
        aria-invalid={invalid || error !== '' || undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setActive(-1)
          setError('')
        }}
        onBlur={(event) => {
          // Leaving by clicking elsewhere keeps a valid chord, and drops an invalid one.
          if (closing.current || event.relatedTarget?.closest('[data-chord-entry]')) return
          if (!commit()) onCancel()
        }}
        onKeyDown={(event) => {
          const count = suggestions.length
          if (event.key === 'ArrowDown' && count) {
            event.preventDefault()
            setActive((active + 1) % count)
          } else if (event.key === 'ArrowUp' && count) {
            event.preventDefault()
            setActive(active <= 0 ? count - 1 : active - 1)
          } else if (event.key === 'Enter') {
            event.preventDefault()
            close(() => commit())
          } else if (event.key === 'Tab') {
            event.preventDefault()
            close(() => commit(event.shiftKey ? 'previous' : 'next'))
          } else if (event.key === 'Escape') {
            event.preventDefault()
            event.stopPropagation()
            close(() => {
              onCancel()
              return true
            })
          }
        }}
        className={`input input-sm w-full font-semibold ${invalid || error ? 'input-error' : 'input-primary'}`}
        data-chord-entry
      />
      <p
        id={`${id}-hint`}
        className={
          error ? 'mt-1 rounded-field bg-base-100 p-1 text-xs text-error shadow' : 'sr-only'
        }
      >
        {error ||
          'Enter saves, Tab saves and moves on, Escape cancels. Arrow keys choose a suggestion.'}
      </p>
      {suggestions.length > 0 && (
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label="Suggestions"
          className="mt-1 max-h-60 overflow-auto rounded-box border border-base-300 bg-base-100 p-1 shadow-lg"
        >
          {suggestions.map((suggestion, i) => (
            <div
              key={suggestion}
              id={`${id}-${i}`}
              role="option"
              aria-selected={i === active}
              data-chord-entry
              tabIndex={-1}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => close(() => onCommit(suggestion))}
              onKeyDown={() => undefined}
              className={`cursor-pointer rounded-field px-2 py-1 text-sm font-semibold ${
                i === active ? 'bg-primary text-primary-content' : 'hover:bg-base-200'
              }`}
            >
              {suggestion}
            </div>
          ))}
        </div>
      )}
    </div>
  )
}
