import { PlaceholderPage } from '@/components/layouts/placeholder-page'
import { paths } from '@/config/paths'

export function Component() {
  return (
    <PlaceholderPage
      title="Thank you"
      heading="Thank you for your purchase"
      description="Your payment went through. Premium features are being switched on for your account."
      path={paths.success.getHref()}
      noindex
    />
  )
}
