import { GoogleIcon } from './google-icon'

type GoogleButtonProps = {
  busy: boolean
  onClick: () => void
  // A press is likely: a pointer over the button or the keyboard focus on it.
  onPrepare?: () => void
  describedBy?: string
}

export function GoogleButton({ busy, onClick, onPrepare, describedBy }: GoogleButtonProps) {
  return (
    <button
      type="button"
      className="btn btn-outline w-full gap-3 border-base-content/25 bg-base-100 font-semibold"
      onClick={() => {
        if (!busy) onClick()
      }}
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
    >
      {busy ? (
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
      ) : (
        <GoogleIcon />
      )}
      Continue with Google
    </button>
  )
}
