import { RequestButton } from '@/components/form/request-button'
import { useUpgrade } from '../api/create-checkout-session'

export function UpgradeButton() {
  const upgrade = useUpgrade()
  return (
    <div className="grid gap-2">
      <RequestButton
        request={upgrade}
        className="btn btn-primary"
        // After success the browser is leaving for the payment page: busy until then.
        busy={upgrade.isPending || upgrade.isSuccess}
        busyLabel="Opening checkout…"
        fallback="The payment page could not be opened. Please try again."
      >
        Upgrade to premium
      </RequestButton>
    </div>
  )
}
