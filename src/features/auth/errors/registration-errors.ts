import { tooManyAttemptsMessage } from '@/lib/too-many-attempts'
import { RegistrationError, type RegistrationForm } from '../registration/registration-progress'
import { type FieldErrors, hasErrors, serverFieldErrors, serverMessage } from './field-errors'

export type RegisterField = 'name' | 'email' | 'password'
export type RegisterErrors = { fields: FieldErrors<RegisterField>; message?: string }

// Name, email and password are required; the server judges everything else.
export function requiredFieldErrors(form: RegistrationForm): FieldErrors<RegisterField> {
  return {
    name: form.name.trim() ? undefined : 'Please enter your name.',
    email: form.email.trim() ? undefined : 'Please enter your e-mail address.',
    password: form.password ? undefined : 'Please choose a password.',
  }
}

// The server's field messages go under the fields; anything else is said once, above Sign Up.
export function registrationErrors(error: unknown): RegisterErrors {
  const tooMany = tooManyAttemptsMessage(error instanceof RegistrationError ? error.cause : error)
  if (tooMany) return { fields: {}, message: tooMany }
  if (error instanceof RegistrationError && error.step === 'create') {
    const fields = serverFieldErrors<RegisterField>(error.cause, {
      name: 'name',
      email: 'email',
      password: 'password',
      // The form has one password field, so a confirm mismatch belongs to it.
      passwordConfirm: 'password',
    })
    if (hasErrors(fields)) return { fields }
    return {
      fields,
      message: serverMessage(error.cause, 'We could not create your account. Please try again.'),
    }
  }
  return {
    fields: {},
    message:
      'Your account is created, but setting it up did not finish. Press Sign Up to try again.',
  }
}
