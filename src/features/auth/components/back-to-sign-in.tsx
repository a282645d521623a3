type BackToSignInProps = { onClick: () => void }

export function BackToSignIn({ onClick }: BackToSignInProps) {
  return (
    <button type="button" className="btn btn-ghost btn-sm gap-1" onClick={onClick}>
      <span aria-hidden="true">←</span>
      Back to Sign in
    </button>
  )
}
