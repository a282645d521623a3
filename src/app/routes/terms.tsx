import { PlaceholderPage } from '@/components/layouts/placeholder-page'
import { paths } from '@/config/paths'

export function Component() {
  return (
    <PlaceholderPage
      title="Terms and Conditions"
      heading="Terms and Conditions"
      description="The terms that apply when you use Songpad and its subscriptions."
      path={paths.terms.getHref()}
    />
  )
}
