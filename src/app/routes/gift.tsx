import { useLocation } from 'react-router-dom'
import { PlaceholderPage } from '@/components/layouts/placeholder-page'
import { TRIAL_DAYS } from '@/config/constants'

export function Component() {
  const { pathname } = useLocation()
  return (
    <PlaceholderPage
      title="A gift for you"
      heading="Someone sent you a gift"
      description={`A friend shared Songpad with you: a ${TRIAL_DAYS}-day trial of everything. Claiming it will work from this page.`}
      path={pathname}
      noindex
    />
  )
}
