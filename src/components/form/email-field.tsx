import { TextField, type TextFieldProps } from './text-field'

type EmailFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'label'> & { label?: string }

// The account's e-mail address, as browsers and password managers recognise it.
export const EmailField = ({ label = 'Email', ...props }: EmailFieldProps) => (
  <TextField label={label} name="email" type="email" autoComplete="email" {...props} />
)
