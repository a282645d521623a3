import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { Link, type LoaderFunctionArgs, useParams } from 'react-router-dom'
import { loadQueryClient } from '@/app/query-client'
import { SharedSongFrame } from '@/components/layouts/shared-song-frame'
import { Seo } from '@/components/seo/seo'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { copySharedSong, sharedSongQueryOptions } from '@/features/songs'
import { useSession } from '@/lib/auth-session'
import { importWithReload } from '@/lib/import-with-reload'

// The read-only view and its player are the editor's chunk: no other page loads them.
let editor: Promise<typeof import('@/features/editor')> | undefined
const loadEditor = () => {
  editor ??= importWithReload(() => import('@/features/editor'))
  return editor
}
const SharedSongView = lazy(() => loadEditor().then((m) => ({ default: m.SharedSongView })))

/**
 * Asks for the song with the route, not once the page has rendered, and for the view's code once
 * the song is in: on a phone's bandwidth the title, painted from the song alone, comes first.
 */
export function loader({ params }: Pick<LoaderFunctionArgs, 'params'>) {
  const slug = params.slug ?? ''
  // A failure here is the page's to show, when it asks for the same song and chunk.
  void loadQueryClient()
    .then((client) => client.prefetchQuery(sharedSongQueryOptions(slug)))
    .then(loadEditor)
    .catch(() => {})
  return null
}

const opening = <Spinner label="Opening the song…" className="min-h-dvh" />

// The title the server put in the page while the app loaded (functions/shared/[slug].ts), read
// before the app's first render hides it: shown again until the song is in, for that song only.
const loadingTitle =
  typeof document === 'undefined'
    ? null
    : document.querySelector<HTMLElement>('#boot [data-shared-song]')
const titleWhileLoading = (slug: string) =>
  loadingTitle?.dataset.sharedSong === slug ? (loadingTitle.textContent ?? '') : undefined

export function Component() {
  const { slug = '' } = useParams()
  const session = useSession()
  const song = useQuery(sharedSongQueryOptions(slug))
  const path = paths.shared.getHref(slug)
  if (song.isPending) {
    const title = titleWhileLoading(slug)
    return title === undefined ? opening : <SharedSongFrame name={title} />
  }
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
  const { name } = song.data.fields
  return (
    <Suspense fallback={<SharedSongFrame name={typeof name === 'string' ? name : ''} />}>
      <SharedSongView
        record={song.data.fields}
        path={path}
        signedIn={userId !== undefined}
        onCopy={userId ? async () => (await copySharedSong(slug, userId)).id : undefined}
      />
    </Suspense>
  )
}
