import { useId, useState } from 'react'
import { EmailField } from '@/components/form/email-field'
import { SubmitButton } from '@/components/form/submit-button'
import { tooManyAttemptsMessage } from '@/lib/too-many-attempts'
import { AUTH_TEXT } from '../errors/auth-messages'
import { usePasswordResetRequest } from '../hooks/use-password-reset-request'
import { AuthCard } from './auth-card'
import type { SideViewFrame } from './auth-views'
import { FormAlert } from './form-alert'

type ResetViewProps = { frame: SideViewFrame; initialEmail?: string }

// The reset view: the button turns into "Check your e-mail" once the request is sent.
export function ResetView({ frame, initialEmail = '' }: ResetViewProps) {
  const [email, setEmail] = useState(initialEmail)
  const request = usePasswordResetRequest()
  const alertId = useId()
  const sent = request.done

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the e-mail address of your account and we will send you a link to set a new password."
      {...frame}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          if (!request.pending && !sent) request.run(email)
        }}
      >
        <EmailField
          value={email}
          onChange={(value) => {
            setEmail(value)
            // A new address may be sent again.
            if (sent || request.failed) request.reset()
          }}
          invalidBy={request.failed ? alertId : undefined}
        />
        <FormAlert
          id={alertId}
          message={
            request.failed
              ? (tooManyAttemptsMessage(request.error) ?? AUTH_TEXT.resetFailed)
              : undefined
          }
          className="empty:-mt-4"
        />
        <p role="status" className="text-sm text-base-content/80 empty:-mt-4">
          {sent ? `If an account uses ${email.trim().toLowerCase()}, a link is on its way.` : ''}
        </p>
        <SubmitButton busy={request.pending} done={sent}>
          {sent ? AUTH_TEXT.resetSent : AUTH_TEXT.sendReset}
        </SubmitButton>
      </form>
    </AuthCard>
  )
}
