import type { ButtonHTMLAttributes } from 'react'

type BusyButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  busy: boolean
  // Said instead of the label while busy, e.g. "Saving…".
  busyLabel: string
}

/**
 * A button that starts a request: it says what it is doing and takes no second press meanwhile.
 * Busy, it stays focusable (aria-disabled, not disabled): a keyboard user who pressed it keeps
 * their place instead of being thrown back to the top of the page.
 */
export function BusyButton({
  busy,
  busyLabel,
  disabled,
  children,
  onClick,
  ...button
}: BusyButtonProps) {
  return (
    <button
      type="button"
      {...button}
      disabled={disabled}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        // Also the click a form's Enter sends to its submit button.
        if (busy) event.preventDefault()
        else onClick?.(event)
      }}
    >
      {busy ? busyLabel : children}
    </button>
  )
}
