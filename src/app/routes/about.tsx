import { AboutPage } from '@/features/about'

export function Component() {
  return <AboutPage />
}
