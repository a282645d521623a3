import { LearnIndexPage } from '@/features/learn'

export function Component() {
  return <LearnIndexPage />
}
