import { NavLink } from 'react-router-dom'
import type { NavLinkItem } from './nav-links'
import { SignOutButton } from './sign-out-button'

type MobileMenuProps = {
  links: NavLinkItem[]
  signedIn: boolean
  onSignOut: () => void
}

export function MobileMenu({ links, signedIn, onSignOut }: MobileMenuProps) {
  return (
    <div id="mobile-menu" className="border-t border-base-content/10 px-4 py-3 md:hidden">
      <ul className="grid gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className="flex items-center gap-2 rounded-field px-3 py-2.5 font-medium hover:bg-base-content/5 aria-[current=page]:bg-base-content/10"
            >
              {link.label}
              {link.badge && <span className="badge badge-secondary badge-sm">{link.badge}</span>}
            </NavLink>
          </li>
        ))}
        {signedIn && (
          <li>
            <SignOutButton
              className="flex w-full items-center gap-2 rounded-field px-3 py-2.5 font-medium hover:bg-base-content/5"
              onClick={onSignOut}
            />
          </li>
        )}
      </ul>
    </div>
  )
}
