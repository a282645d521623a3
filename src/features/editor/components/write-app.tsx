import { memo, useCallback, useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { EditorFrame } from '@/components/layouts/editor-frame'
import { paths } from '@/config/paths'
import {
  rememberLastSong,
  SONG_DELETE_UNDO_MS,
  useCreateSong,
  useSongToOpen,
} from '@/features/songs'
import { readProgression } from '@/music/read-progression'
import { createBar, createSection } from '@/song/create'
import { type OpenSong, useOpenSong } from '../hooks/use-open-song'
import { registerOfflineApp } from '../offline/register-offline-app'
import { SongWorkspace } from './song-workspace'
import { UndoToast } from './undo-toast'

type WriteAppProps = { userId: string; songId?: string }

/**
 * /write and /write/:id: the song asked for, else the last one edited (or a new one); with
 * `?progression=C-G-Am-F` (a chord page's link), a new song of those chords. Memoised: the page
 * around it redraws when the session or the plan's answer changes, and those renders are
 * synchronous, too long to take the whole editor along.
 */
export const WriteApp = memo(function WriteApp({ userId, songId }: WriteAppProps) {
  const progression = readProgression(useSearchParams()[0].get('progression'))
  const fromProgression = !songId && progression
  const toOpen = useSongToOpen(songId || fromProgression ? '' : userId)
  // Here, not in the song's page: the undo outlives a switch to another song.
  const [deleted, setDeleted] = useState<Deleted | null>(null)
  // From here, not from every page: only a user of the editor downloads what works offline.
  useEffect(() => registerOfflineApp(), [])
  const id = songId ?? toOpen.data?.id
  if (fromProgression) return <ProgressionSong userId={userId} chords={fromProgression} />
  if (!songId && toOpen.isError) {
    return (
      <Problem title="Your songs could not be loaded">
        <button type="button" className="btn btn-primary" onClick={() => void toOpen.refetch()}>
          Try again
        </button>
      </Problem>
    )
  }
  if (!id) return <EditorFrame status="Opening your song…" />
  return (
    <>
      <OpenSongPage key={id} songId={id} userId={userId} onDeleted={setDeleted} />
      {deleted && (
        <UndoToast
          message={`Deleted “${deleted.name}”.`}
          durationMs={SONG_DELETE_UNDO_MS}
          onUndo={() => {
            deleted.undo()
            setDeleted(null)
          }}
          onDone={() => setDeleted(null)}
        />
      )}
    </>
  )
})

type Deleted = { name: string; undo: () => boolean }

/** A new song of a progression's chords, a bar each, opened in place of the link. */
function ProgressionSong({ userId, chords }: { userId: string; chords: string[] }) {
  const create = useCreateSong()
  const navigate = useNavigate()
  const started = useRef(false)
  const { mutate } = create
  const start = useCallback(() => {
    const verse = createSection(
      'Verse',
      chords.map((chord) => createBar([chord])),
    )
    mutate(
      { userId, name: chords.join(' '), sections: [verse] },
      { onSuccess: (song) => navigate(paths.writeSong.getHref(song.id), { replace: true }) },
    )
  }, [mutate, userId, chords, navigate])
  useEffect(() => {
    // Once, even when React runs the effect twice in development.
    if (started.current) return
    started.current = true
    start()
  }, [start])
  if (create.isError) {
    return (
      <Problem title="The song could not be made">
        <button type="button" className="btn btn-primary" onClick={start}>
          Try again
        </button>
      </Problem>
    )
  }
  return <EditorFrame status="Writing your progression…" />
}

function Problem({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="mt-6 flex justify-center gap-2">{children}</div>
    </section>
  )
}

type OpenSongPageProps = {
  songId: string
  userId: string
  onDeleted: (deleted: Deleted) => void
}

function OpenSongPage({ songId, userId, onDeleted }: OpenSongPageProps) {
  const open: OpenSong = useOpenSong(songId, userId)
  const navigate = useNavigate()
  const create = useCreateSong()
  useEffect(() => {
    if (open.phase === 'ready') rememberLastSong(userId, songId)
  }, [open.phase, userId, songId])
  const newSong = useCallback(
    () =>
      create.mutate(
        { userId },
        { onSuccess: (song) => navigate(paths.writeSong.getHref(song.id)) },
      ),
    [create, userId, navigate],
  )
  if (open.phase === 'loading') return <EditorFrame status="Opening your song…" />
  if (open.phase === 'missing') {
    return (
      <Problem title="This song does not exist any more">
        <Link className="btn btn-primary" to={paths.write.getHref()}>
          Open my songs
        </Link>
      </Problem>
    )
  }
  if (open.phase === 'error') {
    return (
      <Problem title="The song could not be loaded">
        <button type="button" className="btn btn-primary" onClick={open.retry}>
          Try again
        </button>
      </Problem>
    )
  }
  return (
    <SongWorkspace
      engine={open.engine}
      problems={open.problems}
      userId={userId}
      songId={songId}
      onNewSong={newSong}
      onDeleted={(song, undo, nextId) => {
        onDeleted({ name: song.name || 'Untitled song', undo })
        // The open song went: on to another one (or a new one).
        if (song.id !== songId) return
        if (nextId) navigate(paths.writeSong.getHref(nextId))
        else newSong()
      }}
    />
  )
}
