import { Link, useNavigate } from 'react-router-dom'
import { BusyButton } from '@/components/form/busy-button'
import { ERROR_TEXT } from '@/components/ui/error-text'
import { paths } from '@/config/paths'
import { responseStatus } from '@/lib/pocketbase'
import { useAcceptInvitation } from '../api/accept-invitation'
import { refusalMessage } from '../api/cowriter-routes'

type AcceptInvitationPageProps = { token: string; signedIn: boolean }

/** Where an invitation mail's link lands: accept, then write the song together. */
export function AcceptInvitationPage({ token, signedIn }: AcceptInvitationPageProps) {
  const accept = useAcceptInvitation()
  const navigate = useNavigate()
  const needsPremium =
    responseStatus(accept.error) === 403 && /premium/i.test(refusalMessage(accept.error))
  return (
    <section className="mx-auto max-w-xl px-4 py-14">
      <h1 className="text-3xl font-extrabold tracking-tight">Write a song together</h1>
      <p className="mt-4">
        You are invited to write a song with its owner on Songpad. You both see each other’s changes
        as they are made.
      </p>
      {signedIn ? (
        <BusyButton
          className="btn btn-primary mt-6 min-h-11"
          busy={accept.isPending}
          busyLabel="Accepting…"
          onClick={() =>
            accept.mutate(token, {
              onSuccess: (invitation) => navigate(paths.writeSong.getHref(invitation.song)),
            })
          }
        >
          Accept and open the song
        </BusyButton>
      ) : (
        <>
          <p className="mt-4">
            Sign in with the address the invitation was sent to, then open the link in the mail
            again.
          </p>
          <Link to={paths.auth.getHref()} className="btn btn-primary mt-6 min-h-11">
            Sign in
          </Link>
        </>
      )}
      {accept.isError && (
        <div role="alert" className={`mt-4 ${ERROR_TEXT}`}>
          <p>{refusalMessage(accept.error)}</p>
          {needsPremium && (
            <Link to={`${paths.account.getHref()}#plan`} className="link">
              Go to your account page
            </Link>
          )}
        </div>
      )}
    </section>
  )
}
