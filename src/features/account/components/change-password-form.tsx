import { type FormEvent, useState } from 'react'
import { FormStatus } from '@/components/form/form-status'
import { PasswordField } from '@/components/form/password-field'
import { errorMessage, fieldError } from '@/lib/error-message'
import { useChangePassword } from '../api/change-password'
import type { AccountUser } from '../types'
import {
  checkPasswordForm,
  MIN_PASSWORD_LENGTH,
  type PasswordForm,
  type PasswordProblems,
} from './password-rules'

const EMPTY: PasswordForm = { oldPassword: '', password: '', passwordConfirm: '' }

export function ChangePasswordForm({ user }: { user: AccountUser }) {
  const [form, setForm] = useState(EMPTY)
  const [problems, setProblems] = useState<PasswordProblems>({})
  const change = useChangePassword(user)

  const set = (field: keyof PasswordForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }))
    setProblems((current) => ({ ...current, [field]: undefined }))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = checkPasswordForm(form)
    setProblems(found)
    if (Object.keys(found).length > 0) return
    change.mutate(
      { oldPassword: form.oldPassword, password: form.password },
      { onSuccess: () => setForm(EMPTY) },
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
      <PasswordField
        label="Current password"
        value={form.oldPassword}
        onChange={set('oldPassword')}
        autoComplete="current-password"
        error={problems.oldPassword ?? serverOld}
      />
      <PasswordField
        label="New password"
        value={form.password}
        onChange={set('password')}
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={problems.password ?? serverNew}
      />
      <PasswordField
        label="Confirm new password"
        value={form.passwordConfirm}
        onChange={set('passwordConfirm')}
        autoComplete="new-password"
        error={problems.passwordConfirm}
      />
      <div>
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </button>
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
