import { responseStatus } from '@/lib/response-status'
import { type FieldErrors, serverFieldErrors, serverMessage } from './field-errors'

export type NewPasswordField = 'password' | 'passwordConfirm'

export function newPasswordRequired(password: string, passwordConfirm: string) {
  const errors: FieldErrors<NewPasswordField> = {}
  if (!password) errors.password = 'Please choose a new password.'
  if (!passwordConfirm) errors.passwordConfirm = 'Please type the new password again.'
  else if (password !== passwordConfirm) errors.passwordConfirm = "The passwords don't match."
  return errors
}

export type ConfirmErrors<F extends string> = {
  fields: FieldErrors<F>
  tokenRejected: boolean
  message?: string
}

// A confirm call's answer: field messages under the fields, a rejected token as its own state.
export function confirmErrors<F extends string>(
  error: unknown,
  fields: Partial<Record<string, F>>,
): ConfirmErrors<F> {
  const tokenRejected = Boolean(serverFieldErrors(error, { token: 'token' }).token)
  const found = serverFieldErrors<F>(error, fields)
  const known = tokenRejected || Object.values(found).some(Boolean)
  return {
    fields: found,
    tokenRejected,
    message:
      known || responseStatus(error) === 400
        ? undefined
        : serverMessage(error, 'Something went wrong. Please try again.'),
  }
}
