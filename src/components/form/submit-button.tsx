import type { ReactNode } from 'react'

type SubmitButtonProps = { busy: boolean; className?: string; children: ReactNode; done?: boolean }

// Finished is good news, not a greyed-out control: daisyUI's aria-disabled look is overridden.
const DONE = 'btn-success bg-success! text-success-content! border-success!'

// aria-disabled, not disabled, while busy: a disabled button would drop the keyboard focus.
export function SubmitButton({
  busy,
  done,
  className = 'btn-primary',
  children,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`btn w-full ${done ? DONE : className}`}
      aria-disabled={busy || done || undefined}
      aria-busy={busy || undefined}
    >
      {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {children}
    </button>
  )
}
