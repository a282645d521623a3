import { lazy, Suspense } from 'react'
import { type LoaderFunctionArgs, Navigate, useParams } from 'react-router-dom'
import { EditorFrame } from '@/components/layouts/editor-frame'
import { EditorPitch } from '@/components/pitch/editor-pitch'
import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { PremiumGate, readLastPremium } from '@/features/premium'
import { prefetchSong } from '@/features/songs'
import { getAccess, hasPremiumFeatures } from '@/lib/access'
import { pendingAppStyles } from '@/lib/app-styles'
import { getSession } from '@/lib/auth-session'
import { importWithReload } from '@/lib/import-with-reload'

// The editor is a chunk of its own: a user who may not write never downloads it. It shows once the
// full stylesheets are in too: the page's frame painted with its own part of them.
let editor: Promise<typeof import('@/features/editor')> | undefined
const loadEditor = () => {
  editor ??= Promise.all([
    importWithReload(() => import('@/features/editor')),
    pendingAppStyles(),
  ]).then(([module]) => module)
  return editor
}
const WriteApp = lazy(() => loadEditor().then((m) => ({ default: m.WriteApp })))

/**
 * Starts the editor's download, and the song's, with the route's, not after the page around it has
 * rendered, when the plan last confirmed on this device allows writing (the page still asks the
 * server).
 */
export function loader({ params }: Pick<LoaderFunctionArgs, 'params'>) {
  const session = getSession()
  if (session && hasPremiumFeatures(getAccess(session, readLastPremium(session.user.id)))) {
    void loadEditor()
    if (params.id) prefetchSong(params.id)
  }
  return null
}

const WriteSeo = () => (
  <Seo
    title="Write"
    description="Write songs as sections of chords, hear them, share and export them."
    path={paths.write.getHref()}
    noindex
  />
)

// The build prerenders the editor's frame, drawn for any signed-in user (see EditorFrame); the
// browser renders the page itself.
export const Component = typeof window === 'undefined' ? WriteFrame : WritePage

function WriteFrame() {
  return (
    <>
      <WriteSeo />
      <EditorFrame status="Opening your song…" />
    </>
  )
}

// While the server is asked, the plan it last confirmed on this device: a writer's editor opens
// without waiting for the answer, and an answer that no longer allows writing brings the pitch.
// Without one, the page waits, so a premium user never sees the pitch flash by.
function WritePage() {
  const { id } = useParams()
  return (
    <PremiumGate
      signedOut={<Navigate to={paths.auth.getHref()} replace />}
      checking={<EditorFrame status="Checking your plan…" />}
      upgrade={
        <>
          <WriteSeo />
          <EditorPitch />
        </>
      }
    >
      {(userId) => (
        <>
          <WriteSeo />
          <Suspense fallback={<EditorFrame status="Opening the editor…" />}>
            <WriteApp key={userId} userId={userId} songId={id} />
          </Suspense>
        </>
      )}
    </PremiumGate>
  )
}
