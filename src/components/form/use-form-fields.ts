import { useState } from 'react'

// Messages under the fields, and one for the whole form.
export type FormErrors<F extends string> = { fields: Partial<Record<F, string>>; message?: string }

// A form's values and messages; field(name) gives a field component what it shows and changes.
export function useFormFields<F extends string>(
  initial: Record<F, string> | (() => Record<F, string>),
) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FormErrors<F>>({ fields: {} })

  const field = (name: F) => ({
    name,
    value: values[name],
    error: errors.fields[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }))
      // Editing a field clears its own message; the others stay until the next submit.
      setErrors((current) => ({ ...current, fields: { ...current.fields, [name]: undefined } }))
    },
  })

  return { values, setValues, errors, setErrors, field }
}
