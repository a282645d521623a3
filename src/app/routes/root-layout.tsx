import { Suspense, useCallback, useEffect, useState } from 'react'
import { Outlet, useNavigation } from 'react-router-dom'
import { Footer } from '@/components/layouts/footer'
import { Nav } from '@/components/layouts/nav'
import { PageSpinner, Spinner } from '@/components/ui/spinner'
import { useRefreshSessionUser, useSignOut } from '@/features/auth'
import { applyStoredConsent, ConsentDialog, readConsent } from '@/features/consent'
import { useAccess } from '@/features/premium'
import { ThemeDialog } from '@/features/theme'
import { usePageViews, useScrollToTop } from '../route-effects'

type OpenDialog = 'consent' | 'theme' | null

export function RootLayout() {
  const { access, session, trialDaysLeft } = useAccess()
  const signOut = useSignOut()
  const navigation = useNavigation()
  // Spec §4: the consent dialog opens by itself until a choice is stored.
  const [dialog, setDialog] = useState<OpenDialog>(() => (readConsent() ? null : 'consent'))
  const closeDialog = useCallback(() => setDialog(null), [])

  // Stored consent reaches the tag (and may load the ad script) before the first page view.
  useEffect(applyStoredConsent, [])
  useRefreshSessionUser()
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
        onSignOut={signOut}
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
      <Footer onCookieSettings={() => setDialog('consent')} onTheme={() => setDialog('theme')} />
      <ConsentDialog open={dialog === 'consent'} onClose={closeDialog} />
      <ThemeDialog open={dialog === 'theme'} onClose={closeDialog} />
    </div>
  )
}
