import type { ReactNode } from 'react'
import { SubmitButton } from '@/components/form/submit-button'
import { AuthCard } from './auth-card'
import { FormAlert } from './form-alert'

type ConfirmFormProps = {
  title: string
  subtitle: string
  // The fields; their messages are the page's own.
  children: ReactNode
  // A message for the whole form, e.g. the server's when it failed for another reason.
  message?: string
  submitLabel: string
  busy: boolean
  // Called on a submit while no request is running.
  onSubmit: () => void
}

// The form a mail link's page asks for before it does its work (a password, a new password).
export function ConfirmForm({
  title,
  subtitle,
  children,
  message,
  submitLabel,
  busy,
  onSubmit,
}: ConfirmFormProps) {
  return (
    <AuthCard title={title} subtitle={subtitle}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          if (!busy) onSubmit()
        }}
      >
        {children}
        <FormAlert message={message} className="empty:-mt-4" />
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
      </form>
    </AuthCard>
  )
}
