import { PlaceholderPage } from '@/components/layouts/placeholder-page'
import { paths } from '@/config/paths'

export function Component() {
  return (
    <PlaceholderPage
      title="Privacy Policy"
      heading="Privacy Policy"
      description="How Songpad collects, uses and protects your personal data, and the choices you have."
      path={paths.privacyPolicy.getHref()}
    />
  )
}
