import { type InputHTMLAttributes, useId } from 'react'
import { ERROR_TEXT } from '@/components/ui/error-text'

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string
  error?: string
  // Marks the field invalid when the message lives elsewhere (e.g. one alert for the whole form).
  invalidBy?: string
  labelAside?: React.ReactNode
}

// A labelled input whose error sits under it, linked by aria-describedby.
export function TextField({ label, error, invalidBy, labelAside, ...input }: TextFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const invalid = Boolean(error || invalidBy)
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        {labelAside}
      </div>
      <input
        id={id}
        className={`input w-full ${invalid ? 'input-error' : ''}`}
        aria-invalid={invalid || undefined}
        aria-describedby={error ? errorId : invalidBy}
        {...input}
      />
      {error && (
        <p id={errorId} className={`text-sm ${ERROR_TEXT}`}>
          {error}
        </p>
      )}
    </div>
  )
}
