import { PlaceholderPage } from '@/components/layouts/placeholder-page'
import { paths } from '@/config/paths'

export function Component() {
  return (
    <PlaceholderPage
      title="Community"
      heading="The Songpad community"
      description="A place to share songs, swap progressions and find co-writers. We are opening the doors soon."
      path={paths.community.getHref()}
    />
  )
}
