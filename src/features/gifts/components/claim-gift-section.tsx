import { useState } from 'react'
import { Link } from 'react-router-dom'
import { BusyButton } from '@/components/form/busy-button'
import { FormStatus } from '@/components/form/form-status'
import { RequestError } from '@/components/form/request-error'
import { SettingsSection } from '@/components/form/settings-section'
import { TRIAL_DAYS } from '@/config/constants'
import { paths } from '@/config/paths'
import { readFriendshare, removeCookie } from '@/lib/cookies'
import { FunctionError } from '@/lib/functions'
import { useClaimGift } from '../api/claim-gift'
import { GIFT_TEXTS } from '../gift-texts'

// 404 (bad link) and 409 (own gift, trial already used) can never succeed: forget the gift then.
const isFinal = (error: unknown) =>
  error instanceof FunctionError && (error.status === 404 || error.status === 409)

// Shown while a friendshare cookie waits to be claimed, and after, to confirm the claim.
export function ClaimGiftSection({ userId }: { userId: string }) {
  const [hasGift] = useState(() => readFriendshare() !== undefined)
  const claim = useClaimGift(userId)
  if (!hasGift) return null

  const submit = () =>
    claim.mutate(undefined, {
      onError: (error) => {
        if (isFinal(error)) removeCookie('friendshare')
      },
    })

  return (
    <SettingsSection
      id="claim-gift"
      title="A gift for you"
      tone="highlight"
      description={`A friend gave you a ${TRIAL_DAYS} day trial of everything in Songpad: the song editor, the community and what comes next.`}
    >
      {claim.isSuccess ? (
        <div className="grid gap-3">
          <FormStatus tone="success">
            {`Your ${claim.data.trialdaysleft} day trial has started. Enjoy!`}
          </FormStatus>
          <div>
            <Link to={paths.write.getHref()} className="btn btn-primary">
              Start writing
            </Link>
          </div>
        </div>
      ) : (
        <div className="grid gap-3">
          <div>
            <BusyButton
              className="btn btn-primary"
              onClick={submit}
              busy={claim.isPending}
              busyLabel="Claiming…"
              disabled={isFinal(claim.error)}
            >
              {GIFT_TEXTS.claim}
            </BusyButton>
          </div>
          <RequestError
            request={claim}
            fallback="The gift could not be claimed. Please try again."
          />
        </div>
      )}
    </SettingsSection>
  )
}
