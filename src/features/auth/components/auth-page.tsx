import { lazy, Suspense, useCallback, useState } from 'react'
import { Navigate, useLocation, useSearchParams } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { PageSpinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/auth-session'
import { importWithReload } from '@/lib/import-with-reload'
import { type AuthView, parseAuthView, type SideViewFrame } from './auth-views'
import { BackToSignIn } from './back-to-sign-in'
import { SignInView } from './sign-in-view'

// /auth brings only the main view; the other two load when opened, or when a pointer or the focus
// on their button makes that likely (the first pages' JS budgets).
const loadRegisterView = () => import('./register-view')
const loadResetView = () => import('./reset-view')
const RegisterView = lazy(() =>
  importWithReload(loadRegisterView).then((module) => ({ default: module.RegisterView })),
)
const ResetView = lazy(() =>
  importWithReload(loadResetView).then((module) => ({ default: module.ResetView })),
)

const loaders = { register: loadRegisterView, reset: loadResetView }

function prepareView(view: AuthView): void {
  if (view !== 'signin') loaders[view]().catch(() => {})
}

const TITLES: Record<AuthView, string> = {
  signin: 'Sign in',
  register: 'Create your account',
  reset: 'Reset your password',
}

// A confirm page may hand over the address it just dealt with.
const emailFromState = (state: unknown): string | undefined =>
  state && typeof state === 'object' && 'email' in state && typeof state.email === 'string'
    ? state.email
    : undefined

export function AuthPage() {
  const session = useSession()
  const [params, setParams] = useSearchParams()
  const location = useLocation()
  const view = parseAuthView(params.get('view'))
  // True while a sign-in or sign-up runs: its own navigation decides where to go, not the guard.
  const [holding, setHolding] = useState(false)
  const [moved, setMoved] = useState(false)

  const show = useCallback(
    (next: AuthView) => {
      setMoved(true)
      setParams(next === 'signin' ? {} : { view: next })
    },
    [setParams],
  )

  // A signed-in user who opens auth is sent to /account.
  if (session && !holding) return <Navigate to={paths.account.getHref()} replace />

  const email = emailFromState(location.state)
  const sideView: SideViewFrame = {
    focusHeading: moved,
    back: <BackToSignIn onClick={() => show('signin')} />,
  }
  return (
    <>
      <Seo
        title={TITLES[view]}
        description="Sign in to Songpad, create a free account in a minute, or reset your password."
        path={paths.auth.getHref()}
      />
      {/* Keyed: a view switch runs as a transition, which would keep the old view on screen (and
          taking input) while the next one loads; a new boundary shows its spinner instead. */}
      <Suspense key={view} fallback={<PageSpinner />}>
        {view === 'register' && <RegisterView hold={setHolding} frame={sideView} />}
        {view === 'reset' && <ResetView frame={sideView} initialEmail={email} />}
        {view === 'signin' && (
          <SignInView
            hold={setHolding}
            show={show}
            prepare={prepareView}
            focusHeading={moved}
            initialEmail={email}
          />
        )}
      </Suspense>
    </>
  )
}
