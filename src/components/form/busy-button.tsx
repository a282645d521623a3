import type { ButtonHTMLAttributes } from 'react'

type BusyButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  busy: boolean
  // Said instead of the label while busy, e.g. "Saving…".
  busyLabel: string
}

// A button that starts a request: it says what it is doing and takes no second press meanwhile.
export function BusyButton({ busy, busyLabel, disabled, children, ...button }: BusyButtonProps) {
  return (
    <button type="button" {...button} disabled={busy || disabled}>
      {busy ? busyLabel : children}
    </button>
  )
}
