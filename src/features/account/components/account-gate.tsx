import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useAccountUser } from '../hooks/use-account-user'
import type { AccountUser } from '../types'

/** Shows its page to the signed-in user, with their record; a visitor is sent to sign in. */
export function AccountGate({ children }: { children: (user: AccountUser) => ReactNode }) {
  const user = useAccountUser()
  if (!user) return <Navigate to={paths.auth.getHref()} replace />
  return children(user)
}
