import { Modal } from '@/components/ui/modal'

type UnpublishDialogProps = {
  open: boolean
  busy: boolean
  failed: boolean
  onConfirm: () => void
  onClose: () => void
}

/** Asks before a song leaves the community: its likes go with it. */
export function UnpublishDialog({ open, busy, failed, onConfirm, onClose }: UnpublishDialogProps) {
  return (
    <Modal open={open} title="Unpublish this song?" dismissible onClose={onClose}>
      <p className="mt-3">
        It leaves the community for every member, and its likes are lost. The song itself stays in
        your songs, and you can publish it again later.
      </p>
      {failed && (
        <p role="alert" className="mt-3 text-sm text-error">
          The song could not be unpublished. Check your connection and try again.
        </p>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-error" disabled={busy} onClick={onConfirm}>
          {busy ? 'Unpublishing…' : 'Unpublish'}
        </button>
        <button type="button" className="btn" onClick={onClose}>
          Keep it published
        </button>
      </div>
    </Modal>
  )
}
