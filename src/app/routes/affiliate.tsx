import { PlaceholderPage } from '@/components/layouts/placeholder-page'
import { paths } from '@/config/paths'

export function Component() {
  return (
    <PlaceholderPage
      title="Become an Affiliate"
      heading="Become an Affiliate"
      description="Recommend Songpad to the songwriters you know and earn from every subscription you bring."
      path={paths.affiliate.getHref()}
    />
  )
}
