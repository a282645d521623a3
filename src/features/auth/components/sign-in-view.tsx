import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { EmailField } from '@/components/form/email-field'
import { PasswordField } from '@/components/form/password-field'
import { SubmitButton } from '@/components/form/submit-button'
import { tooManyAttemptsMessage } from '@/lib/too-many-attempts'
import { AUTH_TEXT } from '../errors/auth-messages'
import { useGoogleSignIn } from '../hooks/use-google-sign-in'
import { type Hold, useLogin } from '../hooks/use-login'
import { AuthCard } from './auth-card'
import type { AuthView } from './auth-views'
import { FormAlert } from './form-alert'
import { GoogleButton } from './google-button'
import { PolicyNote } from './policy-note'

type SignInViewProps = {
  hold: Hold
  show: (view: AuthView) => void
  // A view is likely to open next: its code may load now.
  prepare?: (view: AuthView) => void
  focusHeading: boolean
  initialEmail?: string
}

// The main view: Create new account, "or sign in", the login form, Google, the policies.
export function SignInView({
  hold,
  show,
  prepare,
  focusHeading,
  initialEmail = '',
}: SignInViewProps) {
  const [email, setEmail] = useState(initialEmail)
  const [password, setPassword] = useState('')
  const login = useLogin(hold)
  const google = useGoogleSignIn(hold)
  const loginAlertId = useId()
  const googleAlertId = useId()
  const failed = login.failed
  const invalidBy = failed ? loginAlertId : undefined

  return (
    <AuthCard
      title="Welcome to Songpad"
      subtitle="Sign in to write, hear and share your songs."
      focusHeading={focusHeading}
      footer={<PolicyNote />}
    >
      <button
        type="button"
        className="btn btn-lg w-full border-0 bg-brand text-brand-content hover:bg-brand/90"
        onClick={() => show('register')}
        onPointerEnter={() => prepare?.('register')}
        onFocus={() => prepare?.('register')}
      >
        Create new account
        <span
          className="badge badge-sm border-0 bg-brand-content font-semibold text-brand"
          aria-hidden="true"
        >
          quick
        </span>
      </button>

      <div className="divider my-0 text-sm text-base-content/80">or sign in</div>

      <div className="flex flex-col gap-2">
        <GoogleButton
          busy={google.busy}
          onClick={google.start}
          onPrepare={google.prepare}
          describedBy={googleAlertId}
        />
        <FormAlert id={googleAlertId} message={google.error} className="empty:-mt-2" />
      </div>

      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          if (!login.pending) login.run({ email, password })
        }}
      >
        <EmailField value={email} onChange={setEmail} invalidBy={invalidBy} />
        <div className="flex flex-col gap-2">
          <PasswordField
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            invalidBy={invalidBy}
          />
          <Link
            to="?view=reset"
            className="link link-hover self-end text-sm font-medium"
            onClick={(event) => {
              event.preventDefault()
              show('reset')
            }}
            onPointerEnter={() => prepare?.('reset')}
            onFocus={() => prepare?.('reset')}
          >
            Forgot your password?
          </Link>
        </div>
        <FormAlert
          id={loginAlertId}
          message={
            failed ? (tooManyAttemptsMessage(login.error) ?? AUTH_TEXT.loginFailed) : undefined
          }
          className="empty:-mt-4"
        />
        <SubmitButton busy={login.pending}>Login</SubmitButton>
      </form>
    </AuthCard>
  )
}
