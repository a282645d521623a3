import { FormStatus } from '@/components/form/form-status'
import { errorMessage } from '@/lib/error-message'
import { useUpgrade } from '../api/create-checkout-session'

export function UpgradeButton() {
  const upgrade = useUpgrade()
  // After success the browser is leaving for the payment page; keep the button busy until then.
  const busy = upgrade.isPending || upgrade.isSuccess
  return (
    <div className="grid gap-2">
      <div>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => upgrade.mutate()}
          disabled={busy}
        >
          {busy ? 'Opening checkout…' : 'Upgrade to premium'}
        </button>
      </div>
      <FormStatus tone="error">
        {upgrade.isError
          ? errorMessage(upgrade.error, 'The payment page could not be opened. Please try again.')
          : undefined}
      </FormStatus>
    </div>
  )
}
