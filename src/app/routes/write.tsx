import { lazy, Suspense } from 'react'
import { type LoaderFunctionArgs, Navigate, useParams } from 'react-router-dom'
import { FeaturePitch, UPGRADE } from '@/components/pitch/feature-pitch'
import { Seo } from '@/components/seo/seo'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { readLastPremium, useActivePremium } from '@/features/premium'
import { prefetchSong } from '@/features/songs'
import { getAccess, hasPremiumFeatures } from '@/lib/access'
import { getSession, useSession } from '@/lib/auth-session'
import { importWithReload } from '@/lib/import-with-reload'

// The editor is a chunk of its own: a user who may not write never downloads it.
let editor: Promise<typeof import('@/features/editor')> | undefined
const loadEditor = () => {
  editor ??= importWithReload(() => import('@/features/editor'))
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

const EDITOR_FEATURES = [
  [
    'Sections and bars',
    'Verse, chorus, bridge: lay a song out bar by bar, a chord per bar or per beat.',
  ],
  ['Hear it at once', 'Piano, guitar or ukulele, with a metronome, count-in and loops.'],
  ['Chords your way', 'Type chords with suggestions from your key, or pick them from menus.'],
  ['Transpose and capo', 'Any key in one click; Roman numerals and Nashville numbers too.'],
  ['Share and export', 'A read-only link for your band, MIDI, ChordPro and print-ready PDF.'],
  ['Never lose a note', 'Autosave, undo, and offline edits that sync when you are back.'],
] as const

/** What a signed-in user without premium or a trial would get, and where to upgrade. */
const UpgradePitch = () => (
  <FeaturePitch
    badge="Premium"
    title="Write your songs in Songpad"
    intro="The song editor comes with premium and with the 30-day trial. Here is what you get:"
    features={EDITOR_FEATURES}
    action={UPGRADE}
  />
)

export function Component() {
  const session = useSession()
  const premium = useActivePremium()
  const { id } = useParams()
  if (!session) return <Navigate to={paths.auth.getHref()} replace />
  // Straight from the server's answer, so a premium user never sees the pitch flash by.
  const access = getAccess(session, premium.data)
  const seo = (
    <Seo
      title="Write"
      description="Write songs as sections of chords, hear them, share and export them."
      path={paths.write.getHref()}
      noindex
    />
  )
  if (premium.isPending) return <Spinner label="Checking your plan…" className="min-h-dvh" />
  if (!hasPremiumFeatures(access)) {
    return (
      <>
        {seo}
        <UpgradePitch />
      </>
    )
  }
  return (
    <>
      {seo}
      <Suspense fallback={<Spinner label="Opening the editor…" className="min-h-dvh" />}>
        <WriteApp key={session.user.id} userId={session.user.id} songId={id} />
      </Suspense>
    </>
  )
}
