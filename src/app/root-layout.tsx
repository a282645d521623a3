import { lazy, Suspense, startTransition, useCallback, useEffect, useState } from 'react'
import { Outlet, useLocation, useNavigation } from 'react-router-dom'
import { Footer } from '@/components/layouts/footer'
import { Nav } from '@/components/layouts/nav'
import { PageSpinner, Spinner } from '@/components/ui/spinner'
import { applyStoredConsent, loadConsentDialog, readConsent } from '@/features/consent'
import { useAccess } from '@/features/premium'
import { applyStoredTheme, loadThemeDialog } from '@/features/theme'
import { clearSession, isSignOutOnArrival } from '@/lib/auth-session'
import { replayEarlyClick } from '@/lib/early-click'
import { importWithReload } from '@/lib/import-with-reload'
import { usePageViews, useScrollToTop } from './route-effects'
import { loadSessionEffects } from './signed-in'

// Loaded on demand, so the first pages carry neither the dialogs nor the SDK (the first pages' JS budgets).
const ConsentDialog = lazy(() =>
  importWithReload(loadConsentDialog).then((m) => ({ default: m.ConsentDialog })),
)
const ThemeDialog = lazy(() =>
  importWithReload(loadThemeDialog).then((m) => ({ default: m.ThemeDialog })),
)
const SessionEffects = lazy(() =>
  loadSessionEffects().then((module) => ({ default: module.SessionEffects })),
)

type Dialog = 'consent' | 'theme'

export function RootLayout() {
  // Until the server answers, the plan it last confirmed on this device: the nav (its premium
  // bar) is drawn once, not moved down when the answer comes.
  const { access, session, trialDaysLeft } = useAccess()
  const navigation = useNavigation()
  // Closed while hydrating (the prerendered page cannot know the stored choice); see the effect.
  const [dialog, setDialog] = useState<Dialog | null>(null)
  // A dialog stays mounted once opened, so closing it hands focus back natively.
  const [mounted, setMounted] = useState<ReadonlySet<Dialog>>(new Set())
  const [signOutPending, setSignOutPending] = useState(false)
  const openDialog = useCallback((name: Dialog) => {
    setDialog(name)
    setMounted((current) => (current.has(name) ? current : new Set(current).add(name)))
  }, [])
  const closeDialog = useCallback(() => setDialog(null), [])
  const requestSignOut = useCallback(() => setSignOutPending(true), [])
  const signOutDone = useCallback(() => setSignOutPending(false), [])

  useEffect(() => {
    // Stored consent reaches the tag (and may load the ad script) before the first page view.
    void applyStoredConsent()
    // The consent dialog opens by itself until a choice is stored; as a transition, so a
    // page still hydrating goes on yielding to the browser instead of finishing in one long task.
    if (!readConsent()) startTransition(() => openDialog('consent'))
  }, [openDialog])
  const { state: locationState } = useLocation()
  useEffect(() => {
    if (isSignOutOnArrival(locationState)) clearSession()
  }, [locationState])
  useEffect(() => {
    // The page is live: a prerendered page's buttons do nothing until its scripts have hydrated it
    // (they load after the first paint), so tests and styles can tell. A button tapped before then
    // is clicked now.
    document.documentElement.dataset.hydrated = 'true'
    replayEarlyClick()
    // The theme the cookies hold (the app started with the page's, see startTheme), remembered.
    void applyStoredTheme()
  }, [])
  useScrollToTop()
  usePageViews()

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-field bg-base-100 font-semibold shadow-lg ring-2 ring-brand focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Nav
        access={access}
        userName={session?.user.name}
        userEmail={session?.user.email}
        trialDaysLeft={trialDaysLeft}
        onSignOut={requestSignOut}
      />
      {navigation.state === 'loading' && (
        <Spinner
          label="Loading page…"
          className="fixed inset-x-0 top-20 z-30 pointer-events-none"
        />
      )}
      <main id="main" className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer onCookieSettings={() => openDialog('consent')} onTheme={() => openDialog('theme')} />
      {/* One boundary each: a dialog that loads never hides another one. */}
      {mounted.has('consent') && (
        <Suspense fallback={null}>
          <ConsentDialog open={dialog === 'consent'} onClose={closeDialog} />
        </Suspense>
      )}
      {mounted.has('theme') && (
        <Suspense fallback={null}>
          <ThemeDialog open={dialog === 'theme'} onClose={closeDialog} />
        </Suspense>
      )}
      {session && (
        <Suspense fallback={null}>
          <SessionEffects
            key={session.user.id}
            signOutPending={signOutPending}
            onSignOutDone={signOutDone}
          />
        </Suspense>
      )}
    </div>
  )
}
