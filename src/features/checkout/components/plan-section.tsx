import { FormStatus } from '@/components/form/form-status'
import { SettingsSection } from '@/components/form/settings-section'
import { Spinner } from '@/components/ui/spinner'
import { TRIAL_DAYS } from '@/config/constants'
import { useAccess, useActivePremium } from '@/features/premium'
import { parseRecordDate } from '@/lib/pocketbase'
import { formatLongDate, trialDaysLeftText } from '../plan-text'
import { UpgradeButton } from './upgrade-button'

type PlanSectionProps = { premiumUntil?: string; trialUntil?: string }

const until = (value: string | undefined) => {
  const date = parseRecordDate(value)
  return date ? formatLongDate(date) : undefined
}

// Premium, trial (with the days left) or free, from the same status the nav shows.
export function PlanSection({ premiumUntil, trialUntil }: PlanSectionProps) {
  const { access, trialDaysLeft } = useAccess()
  const status = useActivePremium()

  return (
    <SettingsSection id="plan" title="Plan">
      {status.isPending ? (
        <Spinner label="Checking your plan…" className="min-h-20" />
      ) : status.isError ? (
        <div className="grid gap-3">
          <FormStatus tone="error">Your plan could not be loaded.</FormStatus>
          <div>
            <button
              type="button"
              className="btn btn-sm btn-outline"
              onClick={() => status.refetch()}
            >
              Try again
            </button>
          </div>
        </div>
      ) : access === 'premium' ? (
        <div className="grid gap-2">
          <p>
            <span className="badge badge-primary">Premium</span>
          </p>
          <p>You have every feature: the song editor, the community and everything new.</p>
          {until(premiumUntil) && (
            <p className="text-sm text-base-content/75">Premium until {until(premiumUntil)}.</p>
          )}
        </div>
      ) : access === 'trial' ? (
        <div className="grid gap-3">
          <p className="flex flex-wrap items-center justify-between gap-2">
            <span className="badge badge-secondary">Trial</span>
            <span className="font-semibold">{trialDaysLeftText(trialDaysLeft)}</span>
          </p>
          <progress
            className="progress progress-primary w-full"
            value={Math.min(Math.max(trialDaysLeft, 0), TRIAL_DAYS)}
            max={TRIAL_DAYS}
            aria-label="Trial days left"
          />
          <p>
            {until(trialUntil) ? `Your trial ends on ${until(trialUntil)}. ` : ''}
            Upgrade to keep the song editor and the community after that.
          </p>
          <UpgradeButton />
        </div>
      ) : (
        <div className="grid gap-3">
          <p>
            <span className="badge badge-neutral">Free</span>
          </p>
          <p>Upgrade to premium to write in the song editor and join the community.</p>
          <UpgradeButton />
        </div>
      )}
    </SettingsSection>
  )
}
