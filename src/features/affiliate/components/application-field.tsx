import { type ChangeEvent, useId } from 'react'
import { ERROR_TEXT } from '@/components/ui/error-text'
import { characterCount } from '../application'

type ApplicationFieldProps = {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
  required?: boolean
  /** A textarea with a character counter against this maximum. */
  multiline?: { rows: number; max: number }
  type?: 'text' | 'email' | 'url'
  autoComplete?: string
  inputMode?: 'url' | 'email'
}

/** A labelled input or textarea: its hint above it, its error under it, both linked to it. */
export function ApplicationField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  required,
  multiline,
  type = 'text',
  autoComplete,
  inputMode,
}: ApplicationFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const control = {
    id,
    name,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.target.value),
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined,
  }
  const count = multiline ? characterCount(value) : 0
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
          {!required && <span className="font-normal text-base-content/80"> (optional)</span>}
        </label>
        {multiline && (
          // The limit is in the hint for screen readers; this running count is for the eye.
          <span
            aria-hidden="true"
            className={`text-xs tabular-nums ${count > multiline.max ? ERROR_TEXT : 'text-base-content/80'}`}
          >
            {count}/{multiline.max}
          </span>
        )}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-base-content/80">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea
          {...control}
          rows={multiline.rows}
          className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        />
      ) : (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          className={`input w-full ${error ? 'input-error' : ''}`}
        />
      )}
      {error && (
        <p id={errorId} className={`text-sm ${ERROR_TEXT}`}>
          {error}
        </p>
      )}
    </div>
  )
}
