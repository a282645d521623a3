import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { CONFIRM_ATTEMPTS, usePremiumConfirmation } from '../hooks/use-premium-confirmation'

// The success page after checkout: waits for the premium status to turn on, then says so.
export function PaymentConfirmation({ userId }: { userId: string }) {
  const confirmation = usePremiumConfirmation(userId)

  if (confirmation.status === 'checking') {
    return (
      <div className="grid justify-items-center gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight">Confirming your payment</h1>
        {/* A bar, not the page spinner: the page has loaded and is waiting for the payment. */}
        <progress className="progress progress-primary w-56" aria-label="Confirming your payment" />
        <p role="status" className="text-base-content/80">
          This takes a few seconds. Check {confirmation.attempt} of {CONFIRM_ATTEMPTS}.
        </p>
      </div>
    )
  }

  if (confirmation.status === 'confirmed') {
    return (
      <div className="grid justify-items-center gap-4">
        <span className="grid size-16 place-items-center rounded-full bg-brand text-brand-content">
          <svg
            viewBox="0 0 24 24"
            className="size-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M20 6 9 17l-5-5" />
          </svg>
        </span>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">You're premium</h1>
        <p className="text-lg text-pretty text-base-content/80">
          Thank you! The song editor, the community and everything new are yours.
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Link to={paths.write.getHref()} className="btn btn-primary btn-lg">
            Start writing
          </Link>
          <Link to={paths.account.getHref()} className="btn btn-outline btn-lg">
            Your account
          </Link>
        </div>
      </div>
    )
  }

  return (
    <div className="grid justify-items-center gap-4">
      <h1 className="text-3xl font-extrabold tracking-tight">Your payment is still processing</h1>
      <p className="text-pretty text-base-content/80">
        Thank you for your purchase. It can take a minute before premium switches on; you don't need
        to pay again. Check again in a moment.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={confirmation.retry}>
          Check again
        </button>
        <Link to={paths.account.getHref()} className="btn btn-outline">
          Your account
        </Link>
      </div>
    </div>
  )
}
