import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearSession } from '@/lib/auth-session'
import { pb } from '@/lib/pocketbase'
import { queryClient } from '@/lib/react-query'
import { makeToken } from '@/testing/tokens'
import { authReply, failure, fakeBackend, type Reply, user } from '../testing/fake-backend'
import { FakeEventSource, fakePopup } from '../testing/fake-event-source'
import { renderAuth } from '../testing/render-auth'
import { AuthPage } from './auth-page'

// Typing and rendering take a while on a busy 2-core CI machine.
const SLOW_MACHINE_MS = 20_000

const premium = (status: { premium: boolean; trial: boolean }): Reply => ({
  body: { ...status, trialdaysleft: status.trial ? 5 : 0 },
})
const showAuth = (path = '/auth') => renderAuth(path, '/auth', <AuthPage />, { queryClient: false })

afterEach(() => {
  clearSession()
  // The premium status after a login goes through the app's one client (api/login-premium-status).
  queryClient.clear()
  vi.unstubAllGlobals()
})

async function login(email: string, password: string) {
  const ui = userEvent.setup()
  await ui.type(screen.getByLabelText('Email'), email)
  await ui.type(screen.getByLabelText('Password'), password)
  await ui.click(screen.getByRole('button', { name: 'Login' }))
}

describe('auth page, main view', { timeout: SLOW_MACHINE_MS }, () => {
  it('shows every text of the three views', () => {
    showAuth()
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Songpad' })).toBeVisible()
    const create = screen.getByRole('button', { name: 'Create new account' })
    expect(within(create).getByText('quick')).toHaveClass('badge')
    expect(screen.getByText('or sign in')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit')
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeVisible()
    expect(
      screen.getByText('Using this service implies your agreement with the linked policies.'),
    ).toBeVisible()
    for (const [name, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms and Conditions', '/terms-and-conditions'],
    ]) {
      const link = screen.getByRole('link', { name })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAccessibleDescription('Opens in a new tab')
    }
  })

  it('sends a signed-in user to /account', async () => {
    pb.authStore.save(makeToken(3600), user as never)
    const { router } = showAuth()
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'))
  })

  it("says 'Invalid email or password' when login fails, on both fields", async () => {
    const log = fakeBackend({
      'POST /api/collections/users/auth-with-password': failure(400),
    })
    showAuth()
    await login('Ada@Example.TEST', 'wrong-password')
    const alert = await screen.findByText('Invalid email or password')
    expect(log.find('POST /api/collections/users/auth-with-password')[0]?.body).toEqual({
      identity: 'ada@example.test',
      password: 'wrong-password',
    })
    for (const label of ['Email', 'Password']) {
      const field = screen.getByLabelText(label)
      expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(field).toHaveClass('input-error')
      expect(field).toHaveAccessibleDescription('Invalid email or password')
    }
    expect(alert.closest('[role="alert"]')).not.toBeNull()
  })

  it.each([
    ['premium', { premium: true, trial: false }, '/write'],
    ['free', { premium: false, trial: false }, '/account'],
    ['trial-only', { premium: false, trial: true }, '/account'],
  ])('sends a %s user to the right page after login', async (_, status, destination) => {
    const log = fakeBackend({
      'POST /api/collections/users/auth-with-password': authReply(),
      'POST /api/get-active-premium': premium(status),
    })
    const { router, visited } = showAuth()
    await login('ada@example.test', 'secret-123')
    await waitFor(() => expect(router.state.location.pathname).toBe(destination))
    // The guard must not jump to /account while the premium answer is on its way.
    expect(visited).toEqual([destination])
    expect(log.find('POST /api/get-active-premium')[0]?.body).toEqual({ id: 'u1' })
  })

  it('goes to /account when the premium status cannot be read', async () => {
    fakeBackend({
      'POST /api/collections/users/auth-with-password': authReply(),
      'POST /api/get-active-premium': failure(500),
    })
    const { router } = showAuth()
    await login('ada@example.test', 'secret-123')
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'), {
      timeout: 4000,
    })
  })

  it('tells the user when the browser blocks the Google window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null)
    showAuth()
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }))
    expect(
      await screen.findByText(
        'Your browser blocked the Google window. Allow pop-ups for this site and try again.',
      ),
    ).toBeVisible()
  })

  it('opens the Google window within the click, then loads the flow and signs in', async () => {
    const popup = fakePopup()
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    FakeEventSource.instances = []
    FakeEventSource.mode = 'connect'
    vi.stubGlobal('EventSource', FakeEventSource)
    const log = fakeBackend({
      'GET /api/collections/users/auth-methods': {
        body: {
          authProviders: [
            {
              name: 'google',
              state: 's',
              authUrl: 'https://accounts.google.test/auth?redirect_uri=',
              codeVerifier: 'v',
            },
          ],
        },
      },
      'POST /api/realtime': { status: 204 },
      'POST /api/collections/users/auth-with-oauth2': authReply(user, {
        name: user.name,
        isNew: false,
      }),
      'POST /api/get-active-premium': premium({ premium: false, trial: false }),
    })
    const { router } = showAuth()
    // Synchronously: a browser blocks a pop-up opened after an await (the SDK loads after this).
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }))
    expect(open).toHaveBeenCalledWith(
      '',
      'songpad-google-sign-in',
      expect.stringMatching(/^popup,/),
    )
    expect(log.calls).toHaveLength(0)
    await waitFor(() => expect(popup.location.href).toMatch(/^https:\/\/accounts\.google\.test\//))
    FakeEventSource.latest().emit('@oauth2', { state: FakeEventSource.clientId, code: 'code-1' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'))
    expect(popup.close).toHaveBeenCalled()
    expect(log.find('POST /api/get-active-premium')[0]?.body).toEqual({ id: 'u1' })
  })

  it('moves between the views with the keyboard and focuses each heading', async () => {
    const ui = userEvent.setup()
    const { router } = showAuth()
    screen.getByRole('button', { name: 'Create new account' }).focus()
    await ui.keyboard('{Enter}')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Create your account' })
    expect(heading).toHaveFocus()
    expect(router.state.location.search).toBe('?view=register')
    await ui.click(screen.getByRole('button', { name: 'Back to Sign in' }))
    expect(await screen.findByRole('heading', { name: 'Welcome to Songpad' })).toHaveFocus()
    await ui.click(screen.getByRole('link', { name: 'Forgot your password?' }))
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toHaveFocus()
  })
})
