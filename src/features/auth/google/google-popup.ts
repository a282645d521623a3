const POPUP_NAME = 'songpad-google-sign-in'
const POPUP_SIZE = { width: 520, height: 640 }
const CLOSED_POLL_MS = 400

export class GoogleSignInError extends Error {
  constructor(readonly reason: 'popup-blocked' | 'cancelled') {
    super(`Google sign-in: ${reason}`)
  }
}

// Must run inside the click handler: browsers block pop-ups opened after an await.
export function openGooglePopup(): Window {
  const width = Math.min(POPUP_SIZE.width, window.innerWidth)
  const height = Math.min(POPUP_SIZE.height, window.innerHeight)
  const left = window.screenX + (window.innerWidth - width) / 2
  const top = window.screenY + (window.innerHeight - height) / 2
  const popup = window.open(
    '',
    POPUP_NAME,
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  )
  if (!popup) throw new GoogleSignInError('popup-blocked')
  return popup
}

/**
 * Calls onClosed when the user closes the pop-up. The grace period lets a pop-up that closed itself
 * after success deliver its answer first.
 */
export function watchPopupClosed(popup: Window, onClosed: () => void, graceMs = 2500): () => void {
  let grace: ReturnType<typeof setTimeout> | undefined
  const poll = setInterval(() => {
    if (!popup.closed) return
    clearInterval(poll)
    grace = setTimeout(onClosed, graceMs)
  }, CLOSED_POLL_MS)
  return () => {
    clearInterval(poll)
    clearTimeout(grace)
  }
}
