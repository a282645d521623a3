import { type ReactNode, useEffect, useId, useRef } from 'react'
import { pendingAppStyles } from '@/lib/app-styles'

type ModalProps = {
  open: boolean
  title: string
  // Whether Escape and a click on the backdrop may close it.
  dismissible: boolean
  // False: a sheet at the bottom that leaves the page usable (not inert, no backdrop, scrolls).
  blocking?: boolean
  onClose: () => void
  children: ReactNode
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

// A native modal <dialog>: focus trap, Escape and top layer come from the browser. With
// blocking={false}, a non-modal one: making a page inert restyles all of it, a long task on a phone
// (a chord page: 10–16 ms here, four times that on a mid-range phone) that a sheet the page stays
// usable behind does not need.
export function Modal({
  open,
  title,
  dismissible,
  blocking = true,
  onClose,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  // Before showModal: measuring the scrollbar then costs little, after it the whole inert page restyles.
  useEffect(() => (open && blocking ? lockPageScroll() : undefined), [open, blocking])

  useEffect(() => {
    const dialog = ref.current
    if (!open) {
      if (dialog?.open) dialog.close()
      return
    }
    let current = true
    const show = () => {
      if (!current || !dialog || dialog.open) return
      if (blocking) dialog.showModal()
      else dialog.show()
    }
    // Opened by a first input on a prerendered page: shown once the app's full CSS has arrived.
    const pending = pendingAppStyles()
    // Opened by itself (the consent dialog of a first visit), not by an input: in a task after the
    // one that rendered it, so rendering its content and making the page behind it inert are not
    // one long task. What an input opens shows at once.
    const byItself = navigator.userActivation?.isActive === false
    if (pending) pending.then(show)
    else if (byItself) setTimeout(show, 0)
    else show()
    return () => {
      current = false
    }
  }, [open, blocking])

  const handleClose = () => {
    if (!open) return
    // Some browsers force-close a modal on a repeated Escape; a required choice reopens at once.
    if (dismissible) onClose()
    else if (blocking) ref.current?.showModal()
  }

  return (
    <dialog
      ref={ref}
      className={
        blocking
          ? 'modal modal-bottom sm:modal-middle'
          : // Only the box takes pointer events: taps beside it reach the page.
            'modal modal-bottom pointer-events-none! bg-transparent! *:pointer-events-auto *:border *:border-base-content/15 sm:*:mx-auto sm:*:mb-4 sm:*:max-w-xl sm:*:rounded-box'
      }
      aria-labelledby={titleId}
      onCancel={(event) => {
        if (!dismissible) event.preventDefault()
      }}
      onClose={handleClose}
    >
      <div className="modal-box">
        <h2 id={titleId} className="text-xl font-bold tracking-tight">
          {title}
        </h2>
        {/* Closed, the content is not rendered: a page with several dialogs re-renders only the open one. */}
        {open && children}
      </div>
      {dismissible && (
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

type ClosableDialogProps = {
  open: boolean
  title: string
  onClose: () => void
  /** What its one closing button says: 'Done' where the dialog's work is kept as it is made. */
  closeLabel?: 'Close' | 'Done'
  children: ReactNode
}

/** A dialog that asks for no decision: Escape, a click beside it or its button at the foot close it. */
export function ClosableDialog({
  open,
  title,
  onClose,
  closeLabel = 'Close',
  children,
}: ClosableDialogProps) {
  return (
    <Modal open={open} title={title} dismissible onClose={onClose}>
      {children}
      <div className="modal-action">
        <button type="button" className="btn min-h-11" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </Modal>
  )
}
