import { Navigate } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { useAccountUser } from '@/features/account'
import { Welcome } from '@/features/onboarding'

export function Component() {
  const user = useAccountUser()
  if (!user) return <Navigate to={paths.auth.getHref()} replace />
  return (
    <>
      <Seo
        title="Welcome"
        description="Set up Songpad: choose the instrument your new songs start with."
        path={paths.onboarding.getHref()}
        noindex
      />
      <Welcome user={user} />
    </>
  )
}
