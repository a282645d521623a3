import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { PasswordField } from '@/components/form/password-field'
import { paths } from '@/config/paths'
import { confirmEmailChange } from '../api/account-mail'
import { readMailToken } from '../api/token-claims'
import { type ConfirmErrors, confirmErrors } from '../errors/confirm-errors'
import { ConfirmForm } from './confirm-form'
import { MailLinkPage } from './mail-link-page'

const NO_ERRORS: ConfirmErrors<'password'> = { fields: {}, tokenRejected: false }

// /auth/confirm-email-change/:token: PocketBase wants the account's password to move the address.
export function ConfirmEmailChangePage({ token }: { token: string }) {
  const claims = readMailToken(token)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState(NO_ERRORS)
  // The SDK signs this browser out when the changed account was the signed-in one.
  const change = useMutation({
    mutationFn: () => confirmEmailChange(token, password),
    onError: (error) => setErrors(confirmErrors(error, { password: 'password' })),
  })
  return (
    <MailLinkPage
      title="Confirm your new e-mail"
      description="Confirm the new e-mail address of your Songpad account."
      expired={
        (claims.expired || errors.tokenRejected) && {
          what: 'change your e-mail address',
          actions: (
            <Link to={paths.account.getHref()} className="btn btn-primary w-full">
              Go to your account
            </Link>
          ),
        }
      }
      done={
        change.isSuccess && {
          title: 'Your e-mail address is changed',
          subtitle: `Sign in with ${claims.newEmail ?? 'your new address'} from now on.`,
          email: claims.newEmail,
        }
      }
    >
      <ConfirmForm
        title="Confirm your new e-mail address"
        subtitle={
          claims.newEmail
            ? `Enter your password to change your e-mail address to ${claims.newEmail}.`
            : 'Enter your password to change your e-mail address.'
        }
        message={errors.message}
        submitLabel="Change my e-mail address"
        busy={change.isPending}
        onSubmit={() => {
          if (!password) {
            setErrors({ ...NO_ERRORS, fields: { password: 'Please enter your password.' } })
            return
          }
          setErrors(NO_ERRORS)
          change.mutate()
        }}
      >
        <PasswordField
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.fields.password}
        />
      </ConfirmForm>
    </MailLinkPage>
  )
}
