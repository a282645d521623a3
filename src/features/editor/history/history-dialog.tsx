import { ERROR_TEXT } from '@/components/ui/error-text'
import { ClosableDialog } from '@/components/ui/modal'
import { Spinner } from '@/components/ui/spinner'
import { decodeSong } from '@/song/decode'
import type { SongDocument } from '@/song/types'
import { type SongVersion, savedAt, useVersions } from './list-versions'

type HistoryDialogProps = {
  open: boolean
  onClose: () => void
  songId: string
  /** Puts the version's song in the editor as a new edit, which autosave saves like any other. */
  onRestore: (document: SongDocument, version: SongVersion) => void
}

/** The song's saves, newest first: who, when and what changed, each restorable. */
export function HistoryDialog({ open, onClose, songId, onRestore }: HistoryDialogProps) {
  const versions = useVersions(songId, open)
  const items = versions.data ?? []
  return (
    <ClosableDialog open={open} title="History of this song" onClose={onClose}>
      <p className="mt-2 text-sm">
        Every save, by you and your co-writers. Restoring a version saves it as a new change, so
        nothing after it is lost.
      </p>
      {versions.isPending && open && <Spinner label="Loading the history…" className="my-6" />}
      {versions.isError && (
        <p className={`mt-3 ${ERROR_TEXT}`}>The history could not be loaded. Try again later.</p>
      )}
      {versions.isSuccess && items.length === 0 && (
        <p className="mt-3">No saves yet: the history starts with the next change.</p>
      )}
      {items.length > 0 && (
        <ol
          aria-label="Saves, newest first"
          className="mt-3 flex max-h-[55vh] flex-col gap-2 overflow-y-auto"
        >
          {items.map((version, i) => (
            <li
              key={version.id}
              className="flex flex-wrap items-center gap-2 rounded-box bg-base-200 px-3 py-2"
            >
              <div className="min-w-0 grow">
                <p className="text-sm">
                  <span className="font-semibold">{version.author_name || 'Someone'}</span>{' '}
                  <time dateTime={version.created}>{savedAt(version.created)}</time>
                </p>
                <p className="break-words text-sm">{version.summary}</p>
              </div>
              {i === 0 ? (
                <span className="badge badge-ghost">Current</span>
              ) : (
                <button
                  type="button"
                  className="btn btn-sm min-h-11"
                  aria-label={`Restore the version saved ${savedAt(version.created)} by ${version.author_name || 'someone'}`}
                  onClick={() => onRestore(decodeSong(version.snapshot).document, version)}
                >
                  Restore
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </ClosableDialog>
  )
}
