import type { FormEvent } from 'react'
import { BusyButton } from '@/components/form/busy-button'
import { FormStatus } from '@/components/form/form-status'
import { PasswordField } from '@/components/form/password-field'
import { useFormFields } from '@/components/form/use-form-fields'
import { errorMessage, fieldError } from '@/lib/error-message'
import { useChangePassword } from '../api/change-password'
import type { AccountUser } from '../types'
import { checkPasswordForm, MIN_PASSWORD_LENGTH, type PasswordForm } from './password-rules'

const EMPTY: PasswordForm = { oldPassword: '', password: '', passwordConfirm: '' }

export function ChangePasswordForm({ user }: { user: AccountUser }) {
  const { values, setValues, errors, setErrors, field } = useFormFields(EMPTY)
  const change = useChangePassword(user)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = checkPasswordForm(values)
    setErrors({ fields: found })
    if (Object.keys(found).length > 0) return
    change.mutate(
      { oldPassword: values.oldPassword, password: values.password },
      { onSuccess: () => setValues(EMPTY) },
    )
  }

  const serverOld = change.isError ? fieldError(change.error, 'oldPassword') : undefined
  const serverNew = change.isError ? fieldError(change.error, 'password') : undefined
  const general =
    change.isError && !serverOld && !serverNew
      ? errorMessage(change.error, 'Your password could not be changed. Please try again.')
      : undefined

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:max-w-sm">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          {...field('oldPassword')}
          error={errors.fields.oldPassword ?? serverOld}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          {...field('password')}
          error={errors.fields.password ?? serverNew}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          {...field('passwordConfirm')}
        />
      </div>
      <div>
        <BusyButton
          type="submit"
          className="btn btn-primary"
          busy={change.isPending}
          busyLabel="Changing…"
        >
          Change password
        </BusyButton>
      </div>
      <FormStatus tone="error">{general}</FormStatus>
      <FormStatus tone="success">
        {change.isSuccess
          ? 'Your password is changed. Other devices will need to sign in again.'
          : undefined}
      </FormStatus>
    </form>
  )
}
