import { type ReactNode, useEffect, useId, useRef } from 'react'
import { pendingAppStyles } from '@/lib/app-styles'

type ModalProps = {
  open: boolean
  title: string
  // Whether Escape and a click on the backdrop may close it.
  dismissible: boolean
  onClose: () => void
  children: ReactNode
  // false: a non-modal panel at the foot of the screen, the page behind it stays live (what opens
  // by itself, like the first visit's consent dialog). Modal, the whole page turns inert, and with
  // it restyles: several times the cost of showing the panel.
  modal?: boolean
}

// Page scroll holds still behind open dialogs: classes on <html> while any is open (see index.css).
// A page with a scrollbar keeps its room, so nothing behind the dialog shifts.
let locks = 0
function lockPageScroll(): () => void {
  const root = document.documentElement
  if (locks === 0) root.classList.toggle('scroll-gutter', window.innerWidth > root.clientWidth)
  locks += 1
  root.classList.add('scroll-locked')
  return () => {
    locks -= 1
    if (locks === 0) root.classList.remove('scroll-locked', 'scroll-gutter')
  }
}

function reveal(dialog: HTMLDialogElement, modal: boolean, shownAsModal: { current: boolean }) {
  shownAsModal.current = modal
  if (modal) dialog.showModal()
  else dialog.show()
}

// A native <dialog>: focus trap, Escape and top layer come from the browser when modal.
export function Modal({ open, title, dismissible, onClose, children, modal = true }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const shownAsModal = useRef(false)
  const titleId = useId()

  // Before showModal: measuring the scrollbar then costs little, after it the whole inert page restyles.
  useEffect(() => (open && modal ? lockPageScroll() : undefined), [open, modal])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (!open) {
      if (dialog.open) dialog.close()
      return
    }
    let current = true
    const show = () => {
      if (!current) return
      // A panel asked to be modal (opened again from a button) closes and reopens as one.
      if (dialog.open && modal && !shownAsModal.current) dialog.close()
      if (!dialog.open) reveal(dialog, modal, shownAsModal)
    }
    // Opened by a first input on a prerendered page: shown once the app's full CSS has arrived.
    const pending = pendingAppStyles()
    if (pending) pending.then(show)
    else show()
    return () => {
      current = false
    }
  }, [open, modal])

  const handleClose = () => {
    // Reopened already: a panel that turned modal (see above).
    if (!open || ref.current?.open) return
    // Some browsers force-close on a repeated Escape; a required choice reopens at once.
    if (dismissible) onClose()
    else if (ref.current) reveal(ref.current, modal, shownAsModal)
  }

  return (
    <dialog
      ref={ref}
      className={
        modal
          ? 'modal modal-bottom sm:modal-middle'
          : 'pointer-events-none fixed inset-x-0 top-auto bottom-0 z-40 m-0 w-full max-w-none bg-transparent p-3 text-base-content sm:p-4'
      }
      aria-labelledby={titleId}
      onCancel={(event) => {
        if (!dismissible) event.preventDefault()
      }}
      onClose={handleClose}
    >
      <div
        className={
          modal
            ? 'modal-box'
            : 'pointer-events-auto ml-auto max-h-[85dvh] w-full overflow-y-auto rounded-box border border-base-content/15 bg-base-100 p-5 shadow-2xl sm:max-w-md'
        }
      >
        <h2 id={titleId} className="text-xl font-bold tracking-tight">
          {title}
        </h2>
        {/* Closed, the content is not rendered: a page with several dialogs re-renders only the open one. */}
        {open && children}
      </div>
      {modal && dismissible && (
        // A click outside the box closes; Escape is the keyboard path, so no tab stop here.
        <div className="modal-backdrop">
          <button type="button" tabIndex={-1} onClick={() => ref.current?.close()}>
            Close
          </button>
        </div>
      )}
    </dialog>
  )
}
