import { useState } from 'react'
import { Link } from 'react-router-dom'
import { ClosableDialog } from '@/components/ui/modal'
import { paths } from '@/config/paths'
import {
  type SongSummary,
  songNameProblem,
  useCreateSong,
  useDeleteSong,
  useDuplicateSong,
  useRenameSong,
  useSongs,
} from '@/features/songs'
import { parseRecordDate } from '@/lib/pocketbase'

type MySongsDialogProps = {
  open: boolean
  onClose: () => void
  userId: string
  currentId: string
  /** The open song is renamed in the editor, so the name is one undo step like any edit. */
  onRenameCurrent: (name: string) => void
  onOpen: (id: string) => void
  /** A song was deleted: the page shows the undo. */
  onDeleted: (song: SongSummary, undo: () => boolean, nextId?: string) => void
}

const updatedText = (updated: string) => parseRecordDate(updated)?.toLocaleDateString() ?? ''

/** My songs: search, open, create, rename, duplicate and delete (with undo). */
export function MySongsDialog({
  open,
  onClose,
  userId,
  currentId,
  onRenameCurrent,
  onOpen,
  onDeleted,
}: MySongsDialogProps) {
  const [search, setSearch] = useState('')
  const [renaming, setRenaming] = useState<{ id: string; name: string; problem?: string } | null>(
    null,
  )
  const songs = useSongs({ userId: open ? userId : '', search })
  const create = useCreateSong()
  const rename = useRenameSong(userId)
  const duplicate = useDuplicateSong(userId)
  const remove = useDeleteSong(userId)

  const saveName = async () => {
    if (!renaming) return
    const problem = songNameProblem(renaming.name)
    if (problem) return setRenaming({ ...renaming, problem })
    if (renaming.id === currentId) onRenameCurrent(renaming.name.trim())
    else await rename.mutateAsync({ id: renaming.id, name: renaming.name }).catch(() => undefined)
    setRenaming(null)
  }

  const items = songs.data?.items ?? []
  return (
    <ClosableDialog open={open} title="My songs" onClose={onClose}>
      <div className="mt-3 flex flex-wrap gap-2">
        <input
          type="search"
          aria-label="Search my songs"
          placeholder="Search by name or tag"
          className="input input-sm min-w-0 flex-1"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={create.isPending}
          onClick={() => create.mutate({ userId }, { onSuccess: (song) => onOpen(song.id) })}
        >
          + New song
        </button>
      </div>
      {songs.isError && (
        <p role="alert" className="mt-3 text-sm text-error">
          Your songs could not be loaded.
        </p>
      )}
      <ul
        className="mt-3 flex max-h-[60vh] flex-col gap-1 overflow-auto"
        aria-label="Songs"
        aria-busy={songs.isPending}
      >
        {items.length === 0 && !songs.isPending && <li className="p-2 text-sm">No songs match.</li>}
        {items.map((song) => (
          <li
            key={song.id}
            className={`flex flex-wrap items-center gap-2 rounded-box p-2 ${song.id === currentId ? 'bg-base-200' : ''}`}
          >
            {renaming?.id === song.id ? (
              <form
                className="flex flex-1 flex-wrap items-center gap-2"
                onSubmit={(event) => {
                  event.preventDefault()
                  void saveName()
                }}
              >
                <input
                  aria-label={`New name for ${song.name}`}
                  className="input input-sm min-w-0 flex-1"
                  value={renaming.name}
                  aria-invalid={renaming.problem ? true : undefined}
                  // biome-ignore lint/a11y/noAutofocus: the user just asked to rename this song.
                  autoFocus
                  onChange={(event) => setRenaming({ id: song.id, name: event.target.value })}
                />
                <button type="submit" className="btn btn-sm btn-primary">
                  Save
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-ghost"
                  onClick={() => setRenaming(null)}
                >
                  Cancel
                </button>
                {renaming.problem && (
                  <p role="alert" className="w-full text-sm text-error">
                    {renaming.problem}
                  </p>
                )}
              </form>
            ) : (
              <>
                <Link
                  to={paths.writeSong.getHref(song.id)}
                  onClick={onClose}
                  aria-current={song.id === currentId ? 'page' : undefined}
                  className="link link-hover min-w-0 flex-1 truncate font-medium"
                >
                  {song.name || 'Untitled song'}
                </Link>
                <span className="text-xs text-base-content/80">
                  {song.shared ? 'Shared · ' : ''}
                  {updatedText(song.updated)}
                </span>
                <div className="flex gap-1">
                  <SongAction
                    label="Rename"
                    song={song.name}
                    onClick={() => setRenaming({ id: song.id, name: song.name })}
                  />
                  <SongAction
                    label="Duplicate"
                    song={song.name}
                    disabled={duplicate.isPending}
                    onClick={() => duplicate.mutate(song.id)}
                  />
                  <SongAction
                    label="Delete"
                    song={song.name}
                    danger
                    onClick={() =>
                      onDeleted(
                        song,
                        remove(song.id).undo,
                        items.find((other) => other.id !== song.id)?.id,
                      )
                    }
                  />
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </ClosableDialog>
  )
}

type SongActionProps = {
  label: string
  /** The song's name, which the button's accessible name adds: every row has the same buttons. */
  song: string
  danger?: boolean
  disabled?: boolean
  onClick: () => void
}

function SongAction({ label, song, danger, disabled, onClick }: SongActionProps) {
  return (
    <button
      type="button"
      className={danger ? 'btn btn-ghost btn-xs text-error' : 'btn btn-ghost btn-xs'}
      aria-label={`${label} ${song}`}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </button>
  )
}
