import { type ChangeEvent, type ReactNode, useId } from 'react'
import { ERROR_TEXT } from '@/components/ui/error-text'

export type FieldProps = {
  label: string
  value: string
  onChange: (value: string) => void
  // Under the label, so it is read before the field is filled in.
  hint?: string
  error?: string
  // Marks the field invalid when the message lives elsewhere (e.g. one alert for the whole form).
  invalidBy?: string
  // Announced, not enforced: the forms check their own fields, without the browser's bubbles.
  required?: boolean
  optional?: boolean
  labelAside?: ReactNode
}

// Splits a field component's props into the frame's and its control's.
export function splitFieldProps<P extends FieldProps>({
  label,
  value,
  onChange,
  hint,
  error,
  invalidBy,
  required,
  optional,
  labelAside,
  ...rest
}: P) {
  const field = { label, value, onChange, hint, error, invalidBy, required, optional, labelAside }
  return [field, rest] as const
}

// What the control gets: its value, and the ids that tie it to its label, hint and error.
export type FieldControl = {
  id: string
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
  'aria-invalid'?: true
  'aria-required'?: true
  'aria-describedby'?: string
}

type FieldFrameProps = FieldProps & {
  // Sizes the whole field: label, hint, control and error.
  className?: string
  children: (control: FieldControl) => ReactNode
}

// A label, a hint above the control and an error under it, linked by aria-describedby.
export function FieldFrame({ children, className = '', ...field }: FieldFrameProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const { error, hint } = field
  const describedBy = [error ? errorId : field.invalidBy, hint && hintId].filter(Boolean).join(' ')
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold">
          {field.label}
          {field.optional && <span className="font-normal text-base-content/80"> (optional)</span>}
        </label>
        {field.labelAside}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-base-content/80">
          {hint}
        </p>
      )}
      {children({
        id,
        value: field.value,
        onChange: (event) => field.onChange(event.target.value),
        'aria-invalid': error || field.invalidBy ? true : undefined,
        'aria-required': field.required || undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error && (
        <p id={errorId} className={`text-sm ${ERROR_TEXT}`}>
          {error}
        </p>
      )}
    </div>
  )
}
