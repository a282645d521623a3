import { Link, NavLink, useLocation } from 'react-router-dom'
import { Icon, icons } from '@/components/ui/icons'
import { Logo } from '@/components/ui/logo'
import { paths } from '@/config/paths'
import { type Access, hasPremiumFeatures, isSignedIn } from '@/lib/access'
import { AccountControls } from './account-controls'
import { MobileMenu } from './mobile-menu'
import { getNavLinks } from './nav-links'
import { TrialNote } from './trial-note'
import { useCompactMenu } from './use-compact-menu'

type NavProps = {
  access: Access
  userName?: string
  userEmail?: string
  trialDaysLeft: number
  onSignOut: () => void
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `btn btn-ghost btn-sm gap-2 ${isActive ? 'bg-base-content/10' : ''}`

export function Nav({ access, userName, userEmail, trialDaysLeft, onSignOut }: NavProps) {
  const { pathname } = useLocation()
  const menu = useCompactMenu()
  const links = getNavLinks(access)
  const signedIn = isSignedIn(access)

  return (
    <header className="sticky top-0 z-40 border-b border-base-content/10 bg-base-100/85 backdrop-blur">
      {/* Laid over the header's top edge, not above it: the plan is known only once the app has
          asked, and a bar that took room then would push the whole page down. */}
      {hasPremiumFeatures(access) && (
        <div
          data-testid="premium-bar"
          aria-hidden="true"
          className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-brand via-secondary to-accent"
        />
      )}
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link
          to={paths.home.getHref()}
          className="mr-2 flex items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight"
        >
          <Logo />
          Songpad
        </Link>
        <ul data-visitor-part className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={linkClass}>
                {link.label}
                {link.badge && <span className="badge badge-secondary badge-sm">{link.badge}</span>}
              </NavLink>
            </li>
          ))}
        </ul>
        <div data-visitor-part className="ml-auto flex items-center gap-2">
          {access === 'trial' && pathname !== paths.account.getHref() && (
            <TrialNote daysLeft={trialDaysLeft} />
          )}
          <AccountControls
            signedIn={signedIn}
            userName={userName}
            userEmail={userEmail}
            onSignOut={onSignOut}
          />
          <button
            type="button"
            className="btn btn-ghost btn-square btn-sm md:hidden"
            aria-label="Menu"
            aria-expanded={menu.open}
            aria-controls="mobile-menu"
            onClick={menu.toggle}
          >
            <Icon path={menu.open ? icons.close : icons.menu} />
          </button>
        </div>
      </nav>
      {menu.open && <MobileMenu links={links} signedIn={signedIn} onSignOut={onSignOut} />}
    </header>
  )
}
