import { useEffect, useState } from 'react'
import { Modal } from '@/components/ui/modal'
import { applyConsent } from '../apply-consent'
import {
  ALL_CONSENT,
  type Consent,
  readConsent,
  selectionConsent,
  writeConsent,
} from '../consent-store'
import { ConsentToggle } from './consent-toggle'

type ConsentDialogProps = { open: boolean; onClose: () => void }

export function ConsentDialog({ open, onClose }: ConsentDialogProps) {
  const [stored, setStored] = useState(readConsent)
  const [adsAllowed, setAdsAllowed] = useState(stored?.ad_storage === 'granted')

  // Each opening starts from what is stored, not from an abandoned toggle.
  useEffect(() => {
    if (!open) return
    const current = readConsent()
    setStored(current)
    setAdsAllowed(current?.ad_storage === 'granted')
  }, [open])

  const accept = (consent: Consent) => {
    writeConsent(consent)
    setStored(consent)
    void applyConsent(consent)
    onClose()
  }

  return (
    // Before a first choice, a sheet the page stays usable behind: a visitor from a search reads
    // at once. Once a choice exists, reopened from the footer, a dialog an outside click closes.
    <Modal
      open={open}
      title="Cookie settings"
      dismissible={stored !== null}
      blocking={stored !== null}
      onClose={onClose}
    >
      <p className="mt-3 text-base-content/80">
        We use cookies to keep you signed in and remember your settings. With your permission we
        also use cookies for ads, which keep Songpad affordable.
      </p>
      <div className="mt-5 grid gap-3">
        <ConsentToggle
          title="Cookies We Need"
          hint="Sign-in, settings and security. Always on."
          checked
          disabled
        />
        <ConsentToggle
          title="Cookies for Ads"
          hint="Let our ad partner measure and personalise ads."
          checked={adsAllowed}
          onChange={setAdsAllowed}
        />
      </div>
      <div className="modal-action flex-wrap">
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => accept(selectionConsent(adsAllowed))}
        >
          Accept Selection
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            setAdsAllowed(true)
            accept(ALL_CONSENT)
          }}
        >
          Accept All
        </button>
      </div>
    </Modal>
  )
}
