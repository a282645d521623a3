import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { trialNote } from './nav-links'

// Large screens only: there is no room for it in the compact nav.
export function TrialNote({ daysLeft }: { daysLeft: number }) {
  return (
    <div data-testid="trial-note" className="hidden items-center gap-3 text-sm lg:flex">
      <span className="text-base-content/80">{trialNote(daysLeft)}</span>
      <Link to={paths.account.getHref()} className="btn btn-secondary btn-sm">
        Upgrade now
      </Link>
    </div>
  )
}
