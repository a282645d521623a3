import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { activePremiumQueryOptions } from '@/features/premium'
import { useSession } from '@/lib/auth-session'
import { responseStatus } from '@/lib/response-status'
import { tooManyAttemptsMessage } from '@/lib/too-many-attempts'
import { requestVerification } from '../api/account-mail'
import { completeVerification } from '../api/after-verification'
import { confirmVerificationQueryOptions } from '../api/confirm-verification'
import { readMailToken } from '../api/token-claims'
import { AUTH_TEXT } from '../errors/auth-messages'
import { AuthCard } from './auth-card'
import { FormAlert } from './form-alert'
import { LinkExpired } from './link-expired'

// /auth/confirm-verification/:token, the link in the verification mail.
export function ConfirmVerificationPage({ token }: { token: string }) {
  const claims = readMailToken(token)
  const session = useSession()
  const confirm = useQuery({ ...confirmVerificationQueryOptions(token), enabled: !claims.expired })
  const resend = useMutation({ mutationFn: requestVerification })
  const queryClient = useQueryClient()
  const me = session && session.user.id === claims.id ? session.user : undefined
  // Signed in as the confirmed user: the edu seat and the mailing lists that waited for it.
  useQuery({
    queryKey: ['auth', 'after-verification', token],
    queryFn: async () => {
      if (!me) return null
      await completeVerification(me)
      await queryClient.invalidateQueries({ queryKey: activePremiumQueryOptions(me.id).queryKey })
      return null
    },
    enabled: confirm.isSuccess && Boolean(me),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  })
  // PocketBase answers 400 for a token it will not accept: expired, used or forged.
  const expired = claims.expired || responseStatus(confirm.error) === 400
  const onward = session
    ? { to: paths.account.getHref(), label: 'Go to your account' }
    : { to: paths.auth.getHref(), label: 'Sign in' }

  let body: React.ReactNode
  if (expired) {
    body = (
      <LinkExpired what="confirm your e-mail address">
        {session ? (
          <>
            <button
              type="button"
              className="btn btn-primary w-full"
              aria-disabled={resend.isPending || resend.isSuccess || undefined}
              onClick={() => {
                if (!resend.isPending && !resend.isSuccess) resend.mutate(session.user.email)
              }}
            >
              {resend.isSuccess ? AUTH_TEXT.resetSent : 'Send a new link'}
            </button>
            <FormAlert
              message={
                resend.isError
                  ? (tooManyAttemptsMessage(resend.error) ?? AUTH_TEXT.resetFailed)
                  : undefined
              }
              className="empty:-mt-3"
            />
          </>
        ) : (
          <p className="text-sm text-base-content/80">
            Sign in and open your account to get a new link.
          </p>
        )}
        <Link to={onward.to} className="btn btn-ghost w-full">
          {onward.label}
        </Link>
      </LinkExpired>
    )
  } else if (confirm.isSuccess) {
    body = (
      <AuthCard
        title="Your e-mail is confirmed"
        subtitle={`Thank you${claims.email ? `, ${claims.email} is confirmed` : ''}. You are all set.`}
      >
        <Link to={onward.to} state={{ email: claims.email }} className="btn btn-primary w-full">
          {onward.label}
        </Link>
      </AuthCard>
    )
  } else if (confirm.isError) {
    body = (
      <AuthCard
        title="We could not confirm your e-mail"
        subtitle="The server did not answer as expected. Please try again in a moment."
      >
        <button type="button" className="btn btn-primary w-full" onClick={() => confirm.refetch()}>
          Try again
        </button>
      </AuthCard>
    )
  } else {
    body = <Spinner label="Confirming your e-mail…" className="min-h-[50vh]" />
  }

  return (
    <>
      <Seo
        title="Confirm your e-mail"
        description="Confirm the e-mail address of your Songpad account."
        path={paths.auth.getHref()}
        noindex
      />
      {body}
    </>
  )
}
