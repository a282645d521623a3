import { GoogleIcon } from './google-icon'

type GoogleButtonProps = { busy: boolean; onClick: () => void; describedBy?: string }

export function GoogleButton({ busy, onClick, describedBy }: GoogleButtonProps) {
  return (
    <button
      type="button"
      className="btn btn-outline w-full gap-3 border-base-content/25 bg-base-100 font-semibold"
      onClick={() => {
        if (!busy) onClick()
      }}
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
