import type { TextareaHTMLAttributes } from 'react'
import { ERROR_TEXT } from '@/components/ui/error-text'
import { characterCount } from '@/lib/character-count'
import { FieldFrame, type FieldProps, splitFieldProps } from './field'

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement>
type TextAreaFieldProps = FieldProps &
  Omit<TextAreaProps, keyof FieldProps | 'id'> & {
    // The most characters it takes; a running count shows against it.
    limit: number
  }

// A labelled textarea with its hint, its error and a character count.
export function TextAreaField({ limit, className, ...props }: TextAreaFieldProps) {
  const [field, textarea] = splitFieldProps(props)
  const count = characterCount(field.value)
  // For the eye only: the hint says the limit to screen readers.
  const counter = (
    <span
      aria-hidden="true"
      className={`text-xs tabular-nums ${count > limit ? ERROR_TEXT : 'text-base-content/80'}`}
    >
      {count}/{limit}
    </span>
  )
  return (
    <FieldFrame {...field} labelAside={counter} className={className}>
      {(control) => (
        <textarea
          {...textarea}
          {...control}
          className={`textarea w-full ${control['aria-invalid'] ? 'textarea-error' : ''}`}
        />
      )}
    </FieldFrame>
  )
}
