import { type FormEvent, useId, useState } from 'react'
import { BusyButton } from '@/components/form/busy-button'
import { FormStatus } from '@/components/form/form-status'
import { USER_NAME_MAX_LENGTH } from '@/config/constants'
import { errorMessage } from '@/lib/error-message'
import { useUpdateUser } from '../api/update-user'
import type { AccountUser } from '../types'

export function NameForm({ user }: { user: AccountUser }) {
  const id = useId()
  const [name, setName] = useState(user.name ?? '')
  const [blank, setBlank] = useState(false)
  const update = useUpdateUser()
  const trimmed = name.trim()
  const changed = trimmed !== (user.name ?? '')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setBlank(trimmed === '')
    if (trimmed === '' || !changed) return
    update.mutate({ id: user.id, changes: { name: trimmed } })
  }

  const error = blank
    ? 'Enter the name you want to be called.'
    : update.isError
      ? errorMessage(update.error, 'Your name could not be saved. Please try again.')
      : undefined

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        Name
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          className={`input w-full sm:max-w-sm ${error ? 'input-error' : ''}`}
          value={name}
          onChange={(event) => {
            setName(event.target.value)
            setBlank(false)
          }}
          autoComplete="name"
          maxLength={USER_NAME_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-status`}
        />
        <BusyButton
          type="submit"
          className="btn btn-primary"
          busy={update.isPending}
          busyLabel="Saving…"
          disabled={!changed && trimmed !== ''}
        >
          Save name
        </BusyButton>
      </div>
      <div id={`${id}-status`}>
        <FormStatus tone="error">{error}</FormStatus>
        <FormStatus tone="success">
          {update.isSuccess && !changed && !error ? 'Your name is saved.' : undefined}
        </FormStatus>
      </div>
    </form>
  )
}
