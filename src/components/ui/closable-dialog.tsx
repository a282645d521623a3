import type { ReactNode } from 'react'
import { Modal } from './modal'

type ClosableDialogProps = {
  open: boolean
  title: string
  onClose: () => void
  /** What its one closing button says: 'Done' where the dialog's work is kept as it is made. */
  closeLabel?: 'Close' | 'Done'
  children: ReactNode
}

/**
 * A dialog that asks for no decision: Escape, a click beside it or its button at the foot close it.
 * Its own file: the first pages load Modal, and only the lazily loaded dialogs need this.
 */
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
