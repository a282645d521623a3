import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { PaymentConfirmation } from '@/features/checkout'
import { useSession } from '@/lib/auth-session'

const DESCRIPTION = 'Your payment went through. Premium is being switched on for your account.'

export function Component() {
  const session = useSession()
  return (
    <>
      <Seo title="Thank you" description={DESCRIPTION} path={paths.success.getHref()} noindex />
      <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
        {session ? (
          <PaymentConfirmation key={session.user.id} userId={session.user.id} />
        ) : (
          <div className="grid justify-items-center gap-4">
            <h1 className="text-3xl font-extrabold tracking-tight">Thank you for your purchase</h1>
            <p className="text-base-content/80">
              Sign in with the account you paid with to see your premium status.
            </p>
            <Link to={paths.auth.getHref()} className="btn btn-primary">
              Sign in
            </Link>
          </div>
        )}
      </section>
    </>
  )
}
