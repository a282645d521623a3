import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { avatarLetter } from './nav-links'
import { SignOutButton } from './sign-out-button'

type AccountControlsProps = {
  signedIn: boolean
  userName?: string
  userEmail?: string
  onSignOut: () => void
}

// Avatar (→ /account) and Sign out when signed in; a Sign in button otherwise.
export function AccountControls({
  signedIn,
  userName,
  userEmail,
  onSignOut,
}: AccountControlsProps) {
  if (!signedIn) {
    return (
      <Link to={paths.auth.getHref()} className="btn btn-primary btn-sm">
        Sign in
      </Link>
    )
  }
  return (
    <>
      <Link
        to={paths.account.getHref()}
        aria-label="Account"
        title="Account"
        className="grid size-9 place-items-center rounded-full bg-neutral font-semibold text-neutral-content transition hover:ring-2 hover:ring-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <span aria-hidden="true">{avatarLetter(userName, userEmail)}</span>
      </Link>
      <SignOutButton className="btn btn-ghost btn-sm hidden md:inline-flex" onClick={onSignOut} />
    </>
  )
}
