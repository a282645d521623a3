import { lazy, Suspense } from 'react'
import { useParams } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { CommunityGate, CommunitySongPage } from '@/features/community'
import { importWithReload } from '@/lib/import-with-reload'

// The read-only view and its player are the editor's chunk, as on /shared/:slug.
const SharedSongView = lazy(() =>
  importWithReload(() => import('@/features/editor')).then((m) => ({
    default: m.SharedSongView,
  })),
)

const opening = <Spinner label="Opening the song…" className="min-h-dvh" />

export function Component() {
  const { id = '' } = useParams()
  return (
    <CommunityGate>
      {(userId) => (
        <CommunitySongPage
          key={id}
          id={id}
          userId={userId}
          renderSong={(song) => (
            <Suspense fallback={opening}>
              <SharedSongView {...song} signedIn />
            </Suspense>
          )}
        />
      )}
    </CommunityGate>
  )
}
