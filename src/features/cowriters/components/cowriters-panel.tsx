import { type FormEvent, useId, useState } from 'react'
import { ERROR_TEXT } from '@/components/ui/error-text'
import { refusalMessage } from '../api/cowriter-routes'
import { useInviteCowriter } from '../api/invite-cowriter'
import { type Cowriter, useCowriters } from '../api/list-cowriters'
import { useRemoveCowriter } from '../api/remove-cowriter'

type CowritersPanelProps = {
  songId: string
  /** The owner invites and removes; a co-writer sees only their own place and may leave. */
  isOwner: boolean
  /** After a co-writer left: the song is not theirs to open any more. */
  onLeft?: () => void
}

const BUTTON = 'btn min-h-11'

const who = (cowriter: Cowriter) => cowriter.name || cowriter.email

/** The share dialog's co-writers: invite by e-mail, see who accepted, remove someone at once. */
export function CowritersPanel({ songId, isOwner, onLeft }: CowritersPanelProps) {
  const headingId = useId()
  const list = useCowriters(songId)
  const invite = useInviteCowriter(songId)
  const remove = useRemoveCowriter(songId)
  const [email, setEmail] = useState('')
  const [message, setMessage] = useState<{ text: string; error?: boolean }>({ text: '' })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const address = email.trim()
    if (!address) return setMessage({ text: 'Enter an e-mail address first.', error: true })
    invite.mutate(address, {
      onSuccess: (sent) => {
        setEmail('')
        setMessage({ text: `Invitation sent to ${sent.email}.` })
      },
      onError: (error) => setMessage({ text: refusalMessage(error), error: true }),
    })
  }

  const drop = (cowriter: Cowriter) =>
    remove.mutate(cowriter.id, {
      onSuccess: () => {
        if (!isOwner) return onLeft?.()
        setMessage({
          text:
            cowriter.status === 'accepted'
              ? `${who(cowriter)} no longer writes this song.`
              : `The invitation to ${cowriter.email} is withdrawn.`,
        })
      },
      onError: (error) => setMessage({ text: refusalMessage(error), error: true }),
    })

  const cowriters = list.data ?? []
  return (
    <section
      aria-labelledby={headingId}
      className={isOwner ? 'mt-4 border-t border-base-300 pt-4' : 'mt-3'}
    >
      <h3 id={headingId} className="text-lg font-bold">
        Co-writers
      </h3>
      {isOwner ? (
        <>
          <p className="mt-1">
            Invite people to write this song with you, live. They need premium or a trial to accept;
            they can change the song but not delete or share it.
          </p>
          <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={submit} noValidate>
            <label className="flex min-w-0 grow flex-col gap-1 text-sm font-medium">
              E-mail address to invite
              <input
                className="input min-h-11 w-full"
                type="email"
                autoComplete="off"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </label>
            <button type="submit" className={`${BUTTON} btn-primary`} disabled={invite.isPending}>
              {invite.isPending ? 'Sending…' : 'Invite'}
            </button>
          </form>
        </>
      ) : (
        <p className="mt-1">
          You write this song with its owner. Only the owner can share it or invite others.
        </p>
      )}
      {list.isError && (
        <p className={`mt-2 text-sm ${ERROR_TEXT}`}>The co-writers could not be loaded.</p>
      )}
      {cowriters.length > 0 && (
        <ul aria-label="Co-writers of this song" className="mt-3 flex flex-col gap-1">
          {cowriters.map((cowriter) => (
            <li
              key={cowriter.id}
              className="flex items-center gap-2 rounded-box bg-base-200 py-1 ps-3 pe-1"
            >
              <span className="min-w-0 flex-1 break-all">
                <span className="font-medium">{who(cowriter)}</span>
                {cowriter.name && <span className="block text-xs">{cowriter.email}</span>}
              </span>
              <span
                className={`badge shrink-0 ${cowriter.status === 'accepted' ? 'badge-success' : 'badge-ghost'}`}
              >
                {cowriter.status === 'accepted' ? 'Writing' : 'Invited'}
              </span>
              <button
                type="button"
                className={`${BUTTON} btn-ghost btn-sm shrink-0 text-error`}
                disabled={remove.isPending}
                aria-label={isOwner ? `Remove ${who(cowriter)}` : 'Leave this song'}
                onClick={() => drop(cowriter)}
              >
                {isOwner ? 'Remove' : 'Leave'}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className={`mt-2 min-h-6 text-sm ${message.error ? ERROR_TEXT : ''}`}>
        {message.text}
      </p>
    </section>
  )
}
