import { PlaceholderPage } from '@/components/layouts/placeholder-page'
import { paths } from '@/config/paths'

export function Component() {
  return (
    <PlaceholderPage
      title="Welcome"
      heading="Welcome to Songpad"
      description="Your account is ready. A short tour of writing your first song will live here."
      path={paths.onboarding.getHref()}
      noindex
    />
  )
}
