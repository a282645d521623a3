import { paths } from '@/config/paths'
import { AccountGate } from '@/features/account'
import { Welcome } from '@/features/onboarding'

const HEAD = {
  title: 'Welcome',
  description: 'Set up Songpad: choose the instrument your new songs start with.',
  path: paths.onboarding.getHref(),
}

export function Component() {
  return <AccountGate head={HEAD}>{(user) => <Welcome user={user} />}</AccountGate>
}
