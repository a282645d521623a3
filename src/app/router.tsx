import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router-dom'
import { PageSpinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { importWithReload } from '@/lib/import-with-reload'
import { RootLayout } from './routes/root-layout'
import { RouteError } from './routes/route-error'

// What a route module exports: its page component (later also a loader that warms its queries).
type RouteModule = Pick<RouteObject, 'Component' | 'loader'>

// Each page is its own chunk; a failed chunk reloads the page once (see importWithReload).
const page = (path: string, load: () => Promise<RouteModule>): RouteObject => ({
  path,
  lazy: () => importWithReload(load),
  HydrateFallback: PageSpinner,
})

const pages: RouteObject[] = [
  page(paths.home.path, () => import('./routes/landing')),
  page(paths.write.path, () => import('./routes/write')),
  page(paths.shared.path, () => import('./routes/shared')),
  page(paths.chord.path, () => import('./routes/chord')),
  page(paths.learnArticle.path, () => import('./routes/learn-article')),
  page(paths.learn.path, () => import('./routes/learn')),
  page(paths.success.path, () => import('./routes/success')),
  page(paths.onboarding.path, () => import('./routes/onboarding')),
  page(paths.community.path, () => import('./routes/community')),
  page(paths.about.path, () => import('./routes/about')),
  page(paths.attribution.path, () => import('./routes/attribution')),
  page(paths.affiliate.path, () => import('./routes/affiliate')),
  page(paths.privacyPolicy.path, () => import('./routes/privacy-policy')),
  page(paths.terms.path, () => import('./routes/terms')),
  page(paths.auth.path, () => import('./routes/auth')),
  page(paths.account.path, () => import('./routes/account')),
  page(paths.gift.path, () => import('./routes/gift')),
  page(paths.notFound.path, () => import('./routes/not-found')),
]

// The shell (nav, footer, dialogs) around the pages; its error element catches what they throw.
export const createRoutes = (children: RouteObject[] = pages): RouteObject[] => [
  { id: 'root', Component: RootLayout, errorElement: <RouteError />, children },
]

const router = createBrowserRouter(createRoutes())

export function AppRouter() {
  return <RouterProvider router={router} />
}
