import { PlaceholderPage } from '@/components/layouts/placeholder-page'
import { paths } from '@/config/paths'

export function Component() {
  return (
    <PlaceholderPage
      title="About"
      heading="About Songpad"
      description="Songpad is made by a small Swedish software company for people who write songs."
      path={paths.about.getHref()}
    />
  )
}
