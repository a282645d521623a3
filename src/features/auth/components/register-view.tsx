import { type FormEvent, useState } from 'react'
import { TextField } from '@/components/form/text-field'
import { hasErrors } from '../errors/field-errors'
import {
  type RegisterErrors,
  type RegisterField,
  registrationErrors,
  requiredFieldErrors,
} from '../errors/registration-errors'
import type { Hold } from '../hooks/use-login'
import { useRegister } from '../hooks/use-register'
import type { RegistrationForm } from '../registration/registration-progress'
import { AuthCard } from './auth-card'
import type { AuthView } from './auth-views'
import { BackToSignIn } from './back-to-sign-in'
import { FormAlert } from './form-alert'
import { PolicyNote } from './policy-note'
import { SubmitButton } from './submit-button'

type RegisterViewProps = { hold: Hold; show: (view: AuthView) => void; focusHeading: boolean }

// The register view: Name, Email, Password and Sign Up; the newsletter value is a hidden true.
export function RegisterView({ hold, show, focusHeading }: RegisterViewProps) {
  const [values, setValues] = useState({ name: '', email: '', password: '' })
  const [errors, setErrors] = useState<RegisterErrors>({ fields: {} })
  const register = useRegister(hold)

  // Editing a field clears its message; the rest stay until the next Sign Up.
  const edit = (field: RegisterField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }))
    setErrors((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }))
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (register.pending) return
    const form: RegistrationForm = {
      ...values,
      newsletter: new FormData(event.currentTarget).get('newsletter') === 'true',
    }
    const missing = requiredFieldErrors(form)
    setErrors({ fields: missing })
    if (hasErrors(missing)) return
    register.run(form, { onError: (error) => setErrors(registrationErrors(error)) })
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle="It takes a minute. Your first song is waiting for you right after."
      focusHeading={focusHeading}
      back={<BackToSignIn onClick={() => show('signin')} />}
      footer={<PolicyNote />}
    >
      <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={edit('name')}
          error={errors.fields.name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={edit('email')}
          error={errors.fields.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={edit('password')}
          error={errors.fields.password}
        />
        <input type="hidden" name="newsletter" value="true" />
        <FormAlert message={errors.message} className="empty:-mt-4" />
        <p role="status" className="sr-only">
          {register.pending ? 'Creating your account…' : ''}
        </p>
        <SubmitButton busy={register.pending}>Sign Up</SubmitButton>
      </form>
    </AuthCard>
  )
}
