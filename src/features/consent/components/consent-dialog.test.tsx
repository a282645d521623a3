import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { readConsent, writeConsent } from '../consent-store'
import { ConsentDialog } from './consent-dialog'

// Mirrors the layout: opens by itself when nothing is stored.
function Harness() {
  const [open, setOpen] = useState(() => readConsent() === null)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cookie Settings
      </button>
      <ConsentDialog open={open} onClose={() => setOpen(false)} />
    </>
  )
}

// A closed dialog has no accessible name, so reach it directly.
const dialog = () => document.querySelector('dialog') as HTMLDialogElement
const adsToggle = () => screen.getByRole('checkbox', { name: 'Cookies for Ads' })

describe('ConsentDialog', () => {
  it('opens when no choice is stored, with needed cookies locked on and ads off', () => {
    render(<Harness />)
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toHaveAttribute('open')
    const needed = screen.getByRole('checkbox', { name: 'Cookies We Need' })
    expect(needed).toBeChecked()
    expect(needed).toBeDisabled()
    expect(adsToggle()).not.toBeChecked()
  })

  it('stays open on Escape and backdrop click until a choice exists', () => {
    render(<Harness />)
    const cancel = new Event('cancel', { cancelable: true })
    dialog().dispatchEvent(cancel)
    expect(cancel.defaultPrevented).toBe(true)
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
    expect(dialog()).toHaveAttribute('open')
  })

  it('Accept Selection stores the toggle value', async () => {
    render(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: 'Accept Selection' }))
    expect(readConsent()).toEqual({ ad_storage: 'denied' })
    expect(dialog()).not.toHaveAttribute('open')
  })

  it('Accept Selection with ads on stores granted', async () => {
    render(<Harness />)
    await userEvent.click(adsToggle())
    await userEvent.click(screen.getByRole('button', { name: 'Accept Selection' }))
    expect(readConsent()).toEqual({ ad_storage: 'granted' })
  })

  it('Accept All stores granted and the toggle reads on next time', async () => {
    render(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }))
    expect(readConsent()).toEqual({ ad_storage: 'granted' })
    await userEvent.click(screen.getByRole('button', { name: 'Cookie Settings' }))
    expect(adsToggle()).toBeChecked()
  })

  it('does not open by itself once a choice is stored, and then closes on backdrop click', async () => {
    writeConsent({ ad_storage: 'denied' })
    render(<Harness />)
    expect(dialog()).not.toHaveAttribute('open')
    await userEvent.click(screen.getByRole('button', { name: 'Cookie Settings' }))
    expect(dialog()).toHaveAttribute('open')
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(dialog()).not.toHaveAttribute('open')
  })
})
