import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { BusyButton } from '@/components/form/busy-button'
import { RequestError } from '@/components/form/request-error'
import { TextField } from '@/components/form/text-field'
import { Modal } from '@/components/ui/modal'
import { paths } from '@/config/paths'
import { SIGN_OUT_ON_ARRIVAL } from '@/lib/auth-session'
import { useDeleteAccount } from '../api/delete-account'
import type { AccountUser } from '../types'

export const DELETE_CONFIRMATION = 'DELETE'

export function DeleteAccount({ user }: { user: AccountUser }) {
  const [open, setOpen] = useState(false)
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm">
        Delete your account and every song in it, for good. Export your data first if you want to
        keep a copy.
      </p>
      <button type="button" className="btn btn-error shrink-0" onClick={() => setOpen(true)}>
        Delete my account
      </button>
      <DeleteAccountDialog user={user} open={open} onClose={() => setOpen(false)} />
    </div>
  )
}

type DialogProps = { user: AccountUser; open: boolean; onClose: () => void }

// Kept mounted, so closing it hands focus back to the button that opened it.
function DeleteAccountDialog({ user, open, onClose }: DialogProps) {
  const [typed, setTyped] = useState('')
  const navigate = useNavigate()
  const remove = useDeleteAccount(user)
  const confirmed = typed.trim() === DELETE_CONFIRMATION

  const close = () => {
    setTyped('')
    remove.reset()
    onClose()
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!confirmed) return
    remove.mutate(undefined, {
      // The shell signs out once the home page is up, so the account page never bounces to /auth.
      onSuccess: () =>
        navigate(paths.home.getHref(), { replace: true, state: SIGN_OUT_ON_ARRIVAL }),
    })
  }

  return (
    <Modal open={open} title="Delete your account?" dismissible={!remove.isPending} onClose={close}>
      <form onSubmit={submit} className="mt-3 grid gap-4">
        <p className="text-base-content/85">
          This deletes the account <strong className="break-words">{user.email}</strong>, all your
          songs and your trial or premium time. It cannot be undone.
        </p>
        <TextField
          label={`Type ${DELETE_CONFIRMATION} to confirm`}
          value={typed}
          onChange={setTyped}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <RequestError
          request={remove}
          fallback="Your account could not be deleted. Please try again."
        />
        <div className="modal-action mt-0">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={close}
            disabled={remove.isPending}
          >
            Cancel
          </button>
          <BusyButton
            type="submit"
            className="btn btn-error"
            busy={remove.isPending}
            busyLabel="Deleting…"
            disabled={!confirmed}
          >
            Yes, delete my account
          </BusyButton>
        </div>
      </form>
    </Modal>
  )
}
