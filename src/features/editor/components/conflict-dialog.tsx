import { Modal } from '@/components/ui/modal'
import { parseRecordDate } from '@/lib/pocketbase'
import type { SongDocument } from '@/song/types'
import type { Difference } from './conflict-differences'

type ConflictDialogProps = {
  open: boolean
  mine: SongDocument
  /** null: the song was deleted elsewhere. */
  theirs: SongDocument | null
  /** When the other version was saved (PocketBase's time). */
  theirsUpdated: string
  /** What both versions changed, each differently; everything else is already merged. */
  differences: Difference[]
  onKeepMine: () => void
  onKeepTheirs: () => void
  onKeepBoth?: () => void
}

// The other version was saved, or deleted: the same choice in other words.
const CHANGED = {
  title: 'This song was changed somewhere else',
  keepTheirs: 'Use the other version',
  keepMine: 'Keep my version',
}
const DELETED = {
  title: 'This song was deleted somewhere else',
  keepTheirs: 'Let it go',
  keepMine: 'Keep it as a new song',
}

const when = (time: string) => parseRecordDate(time)?.toLocaleTimeString() ?? 'just now'

/**
 * Two tabs or devices changed the same things: the user sees each of them in both versions side
 * by side and chooses. Everything else was merged already; nothing is dropped silently.
 */
export function ConflictDialog({
  open,
  mine,
  theirs,
  theirsUpdated,
  differences,
  onKeepMine,
  onKeepTheirs,
  onKeepBoth,
}: ConflictDialogProps) {
  const words = theirs ? CHANGED : DELETED
  const count = differences.length
  return (
    <Modal open={open} title={words.title} dismissible={false} onClose={() => undefined}>
      {theirs ? (
        <>
          <p className="mt-3">
            Another tab or device saved “{theirs.name}” at {when(theirsUpdated)} while you were
            editing here. Every other change of both is merged;{' '}
            {count === 1 ? 'this one was' : `these ${count} were`} made on both sides. Choose which
            version of {count === 1 ? 'it' : 'them'} to keep.
          </p>
          <ul
            className="mt-4 flex max-h-[50vh] flex-col gap-3 overflow-y-auto"
            aria-label="Changed on both sides"
          >
            {differences.map((difference) => (
              <li key={difference.key} className="rounded-box border border-base-300 p-3">
                <p className="font-bold">{difference.where}</p>
                <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
                  <div>
                    <dt className="font-semibold">Yours (this tab)</dt>
                    <dd className="break-words font-mono">{difference.mine}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold">The other version</dt>
                    <dd className="break-words font-mono">{difference.theirs}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-3">
          Another tab or device deleted “{mine.name}” while you were editing it here. Keep your
          version as a new song, or let it go.
        </p>
      )}
      <div className="modal-action flex-wrap">
        <button type="button" className="btn" onClick={onKeepTheirs}>
          {words.keepTheirs}
        </button>
        {theirs && onKeepBoth && (
          <button type="button" className="btn" onClick={onKeepBoth}>
            Keep both (mine as a copy)
          </button>
        )}
        <button type="button" className="btn btn-primary" onClick={onKeepMine}>
          {words.keepMine}
        </button>
      </div>
    </Modal>
  )
}
