import { useId } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { AUTH_TEXT } from '../errors/auth-messages'

// The policies open in a new tab, so the half-filled form stays where it is.
export function PolicyNote() {
  const newTabId = useId()
  const linkProps = {
    className: 'link link-hover font-medium',
    target: '_blank',
    rel: 'noopener noreferrer',
    'aria-describedby': newTabId,
  }
  return (
    <footer className="mt-6 text-center text-sm text-pretty text-base-content/80">
      <p>{AUTH_TEXT.policyNote}</p>
      <p className="mt-1">
        <Link to={paths.privacyPolicy.getHref()} {...linkProps}>
          Privacy Policy
        </Link>
        <span aria-hidden="true"> · </span>
        <Link to={paths.terms.getHref()} {...linkProps}>
          Terms and Conditions
        </Link>
        <span id={newTabId} hidden>
          Opens in a new tab
        </span>
      </p>
    </footer>
  )
}
