import { type InputHTMLAttributes, useId } from 'react'

// Error text mixed toward the page's text colour: plain error red is below 4.5:1 on cupcake.
export const ERROR_TEXT =
  'text-[color-mix(in_oklab,var(--color-error)_60%,var(--color-base-content))]'

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
