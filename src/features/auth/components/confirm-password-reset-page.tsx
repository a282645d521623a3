import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { PasswordField } from '@/components/form/password-field'
import { paths } from '@/config/paths'
import { clearSession, getSession } from '@/lib/auth-session'
import { confirmPasswordReset } from '../api/account-mail'
import { readMailToken } from '../api/token-claims'
import {
  type ConfirmErrors,
  confirmErrors,
  type NewPasswordField,
  newPasswordRequired,
} from '../errors/confirm-errors'
import { hasErrors } from '../errors/field-errors'
import { ConfirmForm } from './confirm-form'
import { MailLinkPage } from './mail-link-page'

const NO_ERRORS: ConfirmErrors<NewPasswordField> = { fields: {}, tokenRejected: false }

// /auth/confirm-password-reset/:token, the link in the password-reset mail.
export function ConfirmPasswordResetPage({ token }: { token: string }) {
  const claims = readMailToken(token)
  const [password, setPassword] = useState('')
  const [passwordConfirm, setPasswordConfirm] = useState('')
  const [errors, setErrors] = useState(NO_ERRORS)
  const save = useMutation({
    mutationFn: () => confirmPasswordReset(token, password, passwordConfirm),
    onSuccess: () => {
      // A new password ends the account's sessions, this browser's too.
      if (claims.id && getSession()?.user.id === claims.id) clearSession()
    },
    onError: (error) =>
      setErrors(confirmErrors(error, { password: 'password', passwordConfirm: 'passwordConfirm' })),
  })

  return (
    <MailLinkPage
      title="Set a new password"
      description="Choose a new password for your Songpad account."
      expired={
        (claims.expired || errors.tokenRejected) && {
          what: 'set a new password',
          actions: (
            <Link
              to={{ pathname: paths.auth.getHref(), search: '?view=reset' }}
              state={{ email: claims.email }}
              className="btn btn-primary w-full"
            >
              Request a new link
            </Link>
          ),
        }
      }
      done={
        save.isSuccess && {
          title: 'Your new password is set',
          subtitle: 'Sign in with it from now on. Other devices were signed out.',
          email: claims.email,
        }
      }
    >
      <ConfirmForm
        title="Set a new password"
        subtitle={
          claims.email ? `For your account ${claims.email}.` : 'Choose the password you will use.'
        }
        message={errors.message}
        submitLabel="Save the new password"
        busy={save.isPending}
        onSubmit={() => {
          const missing = newPasswordRequired(password, passwordConfirm)
          setErrors({ ...NO_ERRORS, fields: missing })
          if (!hasErrors(missing)) save.mutate()
        }}
      >
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={errors.fields.password}
        />
        <PasswordField
          label="Repeat the new password"
          name="passwordConfirm"
          autoComplete="new-password"
          value={passwordConfirm}
          onChange={setPasswordConfirm}
          error={errors.fields.passwordConfirm}
        />
      </ConfirmForm>
    </MailLinkPage>
  )
}
