import { Navigate } from 'react-router-dom'
import { PlaceholderPage } from '@/components/layouts/placeholder-page'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/auth-session'

// Spec §2: a signed-in user who opens auth is sent to the account page.
export function Component() {
  const session = useSession()
  if (session) return <Navigate to={paths.account.getHref()} replace />
  return (
    <PlaceholderPage
      title="Sign in"
      heading="Sign in to Songpad"
      description="Sign in, create an account or reset your password. The forms arrive with the next update."
      path={paths.auth.getHref()}
    />
  )
}
