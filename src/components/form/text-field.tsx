import type { InputHTMLAttributes } from 'react'
import { FieldFrame, type FieldProps, splitFieldProps } from './field'

type InputProps = InputHTMLAttributes<HTMLInputElement>
export type TextFieldProps = FieldProps & Omit<InputProps, keyof FieldProps | 'id'>

// A labelled input with its hint and error.
export function TextField({ className, ...props }: TextFieldProps) {
  const [field, input] = splitFieldProps(props)
  return (
    <FieldFrame {...field} className={className}>
      {(control) => (
        <input
          {...input}
          {...control}
          className={`input w-full ${control['aria-invalid'] ? 'input-error' : ''}`}
        />
      )}
    </FieldFrame>
  )
}
