import type { ComponentProps, ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { useAccountUser } from '../hooks/use-account-user'
import type { AccountUser } from '../types'

type AccountGateProps = {
  // The page's title, description and path, as Seo takes them.
  head: Pick<ComponentProps<typeof Seo>, 'title' | 'description' | 'path'>
  children: (user: AccountUser) => ReactNode
}

/**
 * Shows its page to the signed-in user, with their record; a visitor is sent to sign in.
 * The page is that one user's, so it stays out of search.
 */
export function AccountGate({ head, children }: AccountGateProps) {
  const user = useAccountUser()
  if (!user) return <Navigate to={paths.auth.getHref()} replace />
  return (
    <>
      <Seo {...head} noindex />
      {children(user)}
    </>
  )
}
