import { Link, type To } from 'react-router-dom'
import { paths } from '@/config/paths'
import { AuthCard } from './auth-card'

export type DoneCardProps = {
  title: string
  subtitle: string
  // The address goes along, to fill in Sign in.
  email?: string
  // Sign in, unless told otherwise.
  to?: To
  action?: string
}

// What a mail link has done, and the one way onward.
export function DoneCard({
  title,
  subtitle,
  email,
  to = { pathname: paths.auth.getHref() },
  action = 'Sign in',
}: DoneCardProps) {
  return (
    <AuthCard title={title} subtitle={subtitle}>
      <Link to={to} state={{ email }} className="btn btn-primary w-full">
        {action}
      </Link>
    </AuthCard>
  )
}
