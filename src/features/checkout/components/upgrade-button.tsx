import { BusyButton } from '@/components/form/busy-button'
import { RequestError } from '@/components/form/request-error'
import { useUpgrade } from '../api/create-checkout-session'

export function UpgradeButton() {
  const upgrade = useUpgrade()
  return (
    <div className="grid gap-2">
      <div>
        <BusyButton
          className="btn btn-primary"
          onClick={() => upgrade.mutate()}
          // After success the browser is leaving for the payment page: busy until then.
          busy={upgrade.isPending || upgrade.isSuccess}
          busyLabel="Opening checkout…"
        >
          Upgrade to premium
        </BusyButton>
      </div>
      <RequestError
        request={upgrade}
        fallback="The payment page could not be opened. Please try again."
      />
    </div>
  )
}
