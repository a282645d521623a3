import { TextField, type TextFieldProps } from './text-field'

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'label'> & {
  label?: string
  // Tells password managers whether to fill the saved password or offer a new one.
  autoComplete: 'current-password' | 'new-password'
}

// The account's password, or a new one for it.
export const PasswordField = ({ label = 'Password', ...props }: PasswordFieldProps) => (
  <TextField label={label} name="password" type="password" {...props} />
)
