import { useLocation } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { TRIAL_DAYS } from '@/config/constants'
import { GiftLanding, useGiftState } from '@/features/gifts'

export function Component() {
  const { pathname, search } = useLocation()
  const { state } = useGiftState()
  return (
    <>
      <Seo
        title="A gift for you"
        description={`A friend shared Songpad with you: a ${TRIAL_DAYS} day trial of everything.`}
        path={`${pathname}${search}`}
        noindex
      />
      <GiftLanding state={state} />
    </>
  )
}
