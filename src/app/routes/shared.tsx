import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { Link, useParams } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { copySharedSong, sharedSongQueryOptions } from '@/features/songs'
import { useSession } from '@/lib/auth-session'
import { importWithReload } from '@/lib/import-with-reload'

// The read-only view and its player are the editor's chunk: no other page loads them.
const SharedSongView = lazy(() =>
  importWithReload(() => import('@/features/editor')).then((m) => ({
    default: m.SharedSongView,
  })),
)

const opening = <Spinner label="Opening the song…" className="min-h-dvh" />

export function Component() {
  const { slug = '' } = useParams()
  const session = useSession()
  const song = useQuery({ ...sharedSongQueryOptions(slug), retry: false })
  const path = paths.shared.getHref(slug)
  if (song.isPending) return opening
  if (song.isError || !song.data) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <Seo title="Song not shared" description="This song is not shared." path={path} noindex />
        <h1 className="text-3xl font-bold">This song is not shared (or not found)</h1>
        <p className="mt-4 text-base-content/80">
          Its owner may have stopped sharing it. Ask them for a new link.
        </p>
        <Link to={paths.home.getHref()} className="btn btn-ghost mt-6">
          ← Songpad home
        </Link>
      </section>
    )
  }
  const userId = session?.user.id
  return (
    <Suspense fallback={opening}>
      <SharedSongView
        record={song.data.fields}
        path={path}
        signedIn={userId !== undefined}
        onCopy={userId ? async () => (await copySharedSong(slug, userId)).id : undefined}
      />
    </Suspense>
  )
}
