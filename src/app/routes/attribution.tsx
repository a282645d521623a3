import { PlaceholderPage } from '@/components/layouts/placeholder-page'
import { paths } from '@/config/paths'

export function Component() {
  return (
    <PlaceholderPage
      title="Attribution"
      heading="Open source acknowledgments"
      description="Songpad is built on open source software and freely licensed sounds. Their credits will be listed here."
      path={paths.attribution.getHref()}
    />
  )
}
