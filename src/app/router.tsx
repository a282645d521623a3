import type { RouteObject } from 'react-router-dom'
import { FirstPageSpinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { loadAppStyles } from '@/lib/app-styles'
import { importWithReload } from '@/lib/import-with-reload'
import { loadQueryClient } from './query-client'
import { RootLayout } from './root-layout'
import { RouteError } from './routes/route-error'

// What a route module exports: its page component (later also a loader that warms its queries).
type RouteModule = Pick<RouteObject, 'Component' | 'loader'>

// Each page is its own chunk; a failed chunk reloads the page once (see importWithReload).
// It renders once react-query's client is there (it loads on demand: see ./query-client), and
// after a prerendered start, once the app's full CSS is (see loadAppStyles).
const page = (path: string, load: () => Promise<RouteModule>): RouteObject => ({
  path,
  lazy: async () =>
    (await Promise.all([importWithReload(load), loadQueryClient(), loadAppStyles()]))[0],
  HydrateFallback: FirstPageSpinner,
})

// A page that does not use react-query: every prerendered page (./static-paths). It hydrates
// before react-query loads, and the prerender fails if it uses it: session-dependent parts use
// useAccess(), and /community loads the client itself for a signed-in user.
const staticPage = (path: string, load: () => Promise<RouteModule>): RouteObject => ({
  path,
  lazy: async () => (await Promise.all([importWithReload(load), loadAppStyles()]))[0],
  HydrateFallback: FirstPageSpinner,
})

// Built afresh for each router: preparing hydration merges lazy modules into these objects.
const pages = (): RouteObject[] => [
  staticPage(paths.home.path, () => import('./routes/landing')),
  page(paths.write.path, () => import('./routes/write')),
  page(paths.writeSong.path, () => import('./routes/write')),
  page(paths.shared.path, () => import('./routes/shared')),
  staticPage(paths.chord.path, () => import('./routes/chord')),
  staticPage(paths.learnArticle.path, () => import('./routes/learn-article')),
  staticPage(paths.learn.path, () => import('./routes/learn')),
  page(paths.success.path, () => import('./routes/success')),
  page(paths.onboarding.path, () => import('./routes/onboarding')),
  staticPage(paths.community.path, () => import('./routes/community')),
  page(paths.communitySong.path, () => import('./routes/community-song')),
  staticPage(paths.about.path, () => import('./routes/about')),
  staticPage(paths.attribution.path, () => import('./routes/attribution')),
  staticPage(paths.affiliate.path, () => import('./routes/affiliate')),
  staticPage(paths.privacyPolicy.path, () => import('./routes/privacy-policy')),
  staticPage(paths.terms.path, () => import('./routes/terms')),
  staticPage(paths.auth.path, () => import('./routes/auth')),
  page(paths.confirmVerification.path, () => import('./routes/auth-confirm-verification')),
  page(paths.confirmPasswordReset.path, () => import('./routes/auth-confirm-password-reset')),
  page(paths.confirmEmailChange.path, () => import('./routes/auth-confirm-email-change')),
  page(paths.account.path, () => import('./routes/account')),
  page(paths.coWrite.path, () => import('./routes/co-write')),
  page(paths.gift.path, () => import('./routes/gift')),
  staticPage(paths.notFound.path, () => import('./routes/not-found')),
]

// The shell (nav, footer, dialogs) around the pages; its error element catches what they throw.
export const createRoutes = (children: RouteObject[] = pages()): RouteObject[] => [
  { id: 'root', Component: RootLayout, errorElement: <RouteError />, children },
]
