import { useLayoutEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { Icon } from '@/components/ui/icons'
import { paths } from '@/config/paths'

const CHECK_CIRCLE_ICON = 'M22 12a10 10 0 1 1-20 0 10 10 0 1 1 20 0ZM8 12l3 3 5-6'

type ApplicationThanksProps = { name: string; email: string; className?: string }

/** What replaces the form once an application is in; it takes the focus, so it is read out. */
export function ApplicationThanks({ name, email, className = '' }: ApplicationThanksProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  // In the commit that shows it, not after the paint: nothing is read out or typed in between.
  useLayoutEffect(() => heading.current?.focus(), [])
  return (
    <div
      className={`rounded-box border border-success/40 bg-success/10 p-6 text-center ${className}`}
    >
      <Icon path={CHECK_CIRCLE_ICON} className="mx-auto size-10 text-success" />
      <h3 ref={heading} tabIndex={-1} className="mt-3 text-xl font-bold outline-none">
        Thanks, {name}!
      </h3>
      <p className="mt-2 [overflow-wrap:anywhere]">We'll reply to {email} within a few days.</p>
      <Link to={paths.learn.getHref()} className="btn btn-ghost btn-sm mt-5">
        Meanwhile, explore the learn pages
      </Link>
    </div>
  )
}
