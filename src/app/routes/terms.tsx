import { LegalPage } from '@/components/legal/legal-page'
import { paths } from '@/config/paths'
import { TERMS } from '@/content/legal/terms'

export function Component() {
  return <LegalPage document={TERMS} path={paths.terms.getHref()} />
}
