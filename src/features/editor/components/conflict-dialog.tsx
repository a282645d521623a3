import { Modal } from '@/components/ui/modal'
import { usedChords } from '@/song/song-chords'
import type { SongDocument } from '@/song/types'

type ConflictDialogProps = {
  open: boolean
  mine: SongDocument
  /** null: the song was deleted elsewhere. */
  theirs: SongDocument | null
  /** When the other version was saved (PocketBase's time). */
  theirsUpdated: string
  onKeepMine: () => void
  onKeepTheirs: () => void
}

function summary(doc: SongDocument): string {
  const bars = doc.sections.reduce((sum, section) => sum + section.bars.length, 0)
  const chords = usedChords(doc).length
  return `${doc.sections.length} sections, ${bars} bars, ${chords} different chords, ${doc.bpm} bpm`
}

const when = (time: string) => {
  const date = new Date(time.replace(' ', 'T'))
  return Number.isNaN(date.getTime()) ? 'just now' : date.toLocaleString()
}

/** Two tabs or devices changed the song: the user chooses which version stays. Nothing is dropped silently. */
export function ConflictDialog({
  open,
  mine,
  theirs,
  theirsUpdated,
  onKeepMine,
  onKeepTheirs,
}: ConflictDialogProps) {
  if (!theirs) {
    return (
      <Modal
        open={open}
        title="This song was deleted somewhere else"
        dismissible={false}
        onClose={() => undefined}
      >
        <p className="mt-3">
          Another tab or device deleted “{mine.name}” while you were editing it here. Keep your
          version as a new song, or let it go.
        </p>
        <div className="modal-action flex-wrap">
          <button type="button" className="btn" onClick={onKeepTheirs}>
            Let it go
          </button>
          <button type="button" className="btn btn-primary" onClick={onKeepMine}>
            Keep it as a new song
          </button>
        </div>
      </Modal>
    )
  }
  return (
    <Modal
      open={open}
      title="This song was changed somewhere else"
      dismissible={false}
      onClose={() => undefined}
    >
      <p className="mt-3">
        Another tab or device saved “{theirs.name}” at {when(theirsUpdated)} while you were editing
        here. Choose the version to keep; the other one is replaced.
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="rounded-box border border-base-300 p-3">
          <dt className="font-bold">Your version (this tab)</dt>
          <dd className="text-sm">
            “{mine.name}”: {summary(mine)}
          </dd>
        </div>
        <div className="rounded-box border border-base-300 p-3">
          <dt className="font-bold">The other version</dt>
          <dd className="text-sm">
            “{theirs.name}”: {summary(theirs)}
          </dd>
        </div>
      </dl>
      <div className="modal-action flex-wrap">
        <button type="button" className="btn" onClick={onKeepTheirs}>
          Use the other version
        </button>
        <button type="button" className="btn btn-primary" onClick={onKeepMine}>
          Keep my version
        </button>
      </div>
    </Modal>
  )
}
