import { PlaceholderPage } from '@/components/layouts/placeholder-page'
import { paths } from '@/config/paths'

export function Component() {
  return (
    <PlaceholderPage
      title="Account"
      heading="Your account"
      description="Your profile, subscription and trial details will be managed here."
      path={paths.account.getHref()}
      noindex
    />
  )
}
