import { LegalPage } from '@/components/legal/legal-page'
import { paths } from '@/config/paths'
import { PRIVACY_POLICY } from '@/content/legal/privacy-policy'

export function Component() {
  return <LegalPage document={PRIVACY_POLICY} path={paths.privacyPolicy.getHref()} />
}
