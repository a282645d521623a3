import { type FormEvent, useId, useState } from 'react'
import { BusyButton } from '@/components/form/busy-button'
import { EmailField } from '@/components/form/email-field'
import { FormStatus } from '@/components/form/form-status'
import { errorMessage, fieldError } from '@/lib/error-message'
import { useRequestEmailChange } from '../api/email-requests'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

// Changing the address goes through a link sent to the new one.
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const statusId = useId()
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState<string>()
  const request = useRequestEmailChange()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = email.trim().toLowerCase()
    const problem = !EMAIL_PATTERN.test(next)
      ? 'Enter an e-mail address like name@example.com.'
      : next === currentEmail.toLowerCase()
        ? 'That is already your e-mail address.'
        : undefined
    setInvalid(problem)
    if (!problem) request.mutate(next)
  }

  if (request.isSuccess) {
    return (
      <FormStatus tone="success">
        {`Check ${request.variables} for a link to confirm the change. Until then, you keep signing in with ${currentEmail}.`}
      </FormStatus>
    )
  }
  if (!open) {
    return (
      <div>
        <button type="button" className="btn btn-sm btn-ghost -ml-3" onClick={() => setOpen(true)}>
          Change e-mail
        </button>
      </div>
    )
  }
  const error =
    invalid ??
    (request.isError
      ? (fieldError(request.error, 'newEmail') ??
        errorMessage(request.error, 'The link could not be sent. Please try again.'))
      : undefined)
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <EmailField
          label="New e-mail"
          className="w-full sm:max-w-sm"
          value={email}
          onChange={setEmail}
          // It appears on request, where the user's focus already is.
          autoFocus
          invalidBy={error ? statusId : undefined}
        />
        <div className="flex gap-2">
          <BusyButton
            type="submit"
            className="btn btn-primary"
            busy={request.isPending}
            busyLabel="Sending…"
          >
            Send confirmation link
          </BusyButton>
          <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </div>
      </div>
      <FormStatus id={statusId} tone="error">
        {error}
      </FormStatus>
    </form>
  )
}
