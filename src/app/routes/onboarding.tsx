import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { AccountGate } from '@/features/account'
import { Welcome } from '@/features/onboarding'

export function Component() {
  return (
    <AccountGate>
      {(user) => (
        <>
          <Seo
            title="Welcome"
            description="Set up Songpad: choose the instrument your new songs start with."
            path={paths.onboarding.getHref()}
            noindex
          />
          <Welcome user={user} />
        </>
      )}
    </AccountGate>
  )
}
