import type { FormEvent } from 'react'
import { EmailField } from '@/components/form/email-field'
import { PasswordField } from '@/components/form/password-field'
import { SubmitButton } from '@/components/form/submit-button'
import { TextField } from '@/components/form/text-field'
import { useFormFields } from '@/components/form/use-form-fields'
import { hasErrors } from '../errors/field-errors'
import { registrationErrors, requiredFieldErrors } from '../errors/registration-errors'
import type { Hold } from '../hooks/use-login'
import { useRegister } from '../hooks/use-register'
import type { RegistrationForm } from '../registration/registration-progress'
import { AuthCard } from './auth-card'
import type { SideViewFrame } from './auth-views'
import { FormAlert } from './form-alert'
import { PolicyNote } from './policy-note'

type RegisterViewProps = { hold: Hold; frame: SideViewFrame }

// The register view: Name, Email, Password and Sign Up; the newsletter value is a hidden true.
export function RegisterView({ hold, frame }: RegisterViewProps) {
  const { values, errors, setErrors, field } = useFormFields({ name: '', email: '', password: '' })
  const register = useRegister(hold)

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
      {...frame}
      footer={<PolicyNote />}
    >
      <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
        <TextField label="Name" autoComplete="name" {...field('name')} />
        <EmailField {...field('email')} />
        <PasswordField autoComplete="new-password" {...field('password')} />
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
