import { AttributionPage } from '@/features/attribution'

export function Component() {
  return <AttributionPage />
}
