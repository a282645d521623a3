import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { activePremiumQueryOptions } from '@/features/premium'
import { useSession } from '@/lib/auth-session'
import { responseStatus } from '@/lib/response-status'
import { completeVerification } from '../api/after-verification'
import { confirmVerificationQueryOptions } from '../api/confirm-verification'
import { readMailToken } from '../api/token-claims'
import { AuthCard } from './auth-card'
import { MailLinkPage } from './mail-link-page'
import { ResendVerification } from './resend-verification'

// /auth/confirm-verification/:token, the link in the verification mail.
export function ConfirmVerificationPage({ token }: { token: string }) {
  const claims = readMailToken(token)
  const session = useSession()
  const confirm = useQuery({ ...confirmVerificationQueryOptions(token), enabled: !claims.expired })
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

  // Until the server has confirmed the link: its answer, or its failure with a retry.
  const waiting = confirm.isError ? (
    <AuthCard
      title="We could not confirm your e-mail"
      subtitle="The server did not answer as expected. Please try again in a moment."
    >
      <button type="button" className="btn btn-primary w-full" onClick={() => confirm.refetch()}>
        Try again
      </button>
    </AuthCard>
  ) : (
    <Spinner label="Confirming your e-mail…" className="min-h-[50vh]" />
  )

  return (
    <MailLinkPage
      title="Confirm your e-mail"
      description="Confirm the e-mail address of your Songpad account."
      expired={
        expired && {
          what: 'confirm your e-mail address',
          actions: (
            <>
              {session ? (
                <ResendVerification email={session.user.email} />
              ) : (
                <p className="text-sm text-base-content/80">
                  Sign in and open your account to get a new link.
                </p>
              )}
              <Link to={onward.to} className="btn btn-ghost w-full">
                {onward.label}
              </Link>
            </>
          ),
        }
      }
      done={
        confirm.isSuccess && {
          title: 'Your e-mail is confirmed',
          subtitle: `Thank you${claims.email ? `, ${claims.email} is confirmed` : ''}. You are all set.`,
          email: claims.email,
          to: onward.to,
          action: onward.label,
        }
      }
    >
      {waiting}
    </MailLinkPage>
  )
}
