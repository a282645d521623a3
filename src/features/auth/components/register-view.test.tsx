import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession } from '@/lib/auth-session'
import { expectFieldMessages } from '@/testing/field-messages'
import { authReply, failure, fakeBackend, refused, user } from '../testing/fake-backend'
import { renderAuth } from '../testing/render-auth'
import { AuthPage } from './auth-page'

// Typing and rendering take a while on a busy 2-core CI machine.
const SLOW_MACHINE_MS = 20_000

// The register view loads when opened, so the page starts with its spinner.
async function showRegister() {
  const rendered = renderAuth('/auth?view=register', '/auth', <AuthPage />, { queryClient: false })
  await screen.findByRole('heading', { level: 1, name: 'Create your account' })
  return rendered
}

async function fill(values: { name?: string; email?: string; password?: string }) {
  const ui = userEvent.setup()
  if (values.name) await ui.type(screen.getByLabelText('Name'), values.name)
  if (values.email) await ui.type(screen.getByLabelText('Email'), values.email)
  if (values.password) await ui.type(screen.getByLabelText('Password'), values.password)
  await ui.click(screen.getByRole('button', { name: 'Sign Up' }))
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  clearSession()
})

describe('auth page, register view', { timeout: SLOW_MACHINE_MS }, () => {
  it('has Back to Sign in, Name, Email, Password, Sign Up and a hidden newsletter value true', async () => {
    await showRegister()
    expect(screen.getByRole('button', { name: 'Back to Sign in' })).toBeVisible()
    expect(screen.getByLabelText('Name')).toHaveAttribute('autocomplete', 'name')
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password')
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeVisible()
    const newsletter = document.querySelector('input[name="newsletter"]')
    expect(newsletter).toHaveAttribute('type', 'hidden')
    expect(newsletter).toHaveValue('true')
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
  })

  it('asks for name, email and password before calling the server', async () => {
    const log = fakeBackend({})
    await showRegister()
    await fill({})
    expectFieldMessages({
      Name: 'Please enter your name.',
      Email: 'Please enter your e-mail address.',
      Password: 'Please choose a password.',
    })
    expect(log.calls).toHaveLength(0)
  })

  it("shows the server's field messages under Email and Password with the error style", async () => {
    fakeBackend({
      'POST /api/collections/users/records': refused({
        email: ['validation_invalid_email', 'The email is invalid or already in use.'],
        password: ['validation_length_out_of_range', 'The length must be between 8 and 72.'],
      }),
    })
    await showRegister()
    await fill({ name: 'Ada', email: 'free@songpad.test', password: 'short' })
    const email = screen.getByLabelText('Email')
    const password = screen.getByLabelText('Password')
    await waitFor(() =>
      expectFieldMessages({
        Email: 'The email is invalid or already in use.',
        Password: 'The length must be between 8 and 72.',
      }),
    )
    for (const field of [email, password]) {
      expect(field).toHaveClass('input-error')
      expect(field).toHaveAttribute('aria-invalid', 'true')
    }
    expect(screen.getByLabelText('Name')).not.toHaveClass('input-error')
    // Editing a field clears its own message only.
    await userEvent.type(password, '-longer')
    expect(password).not.toHaveClass('input-error')
    expect(email).toHaveClass('input-error')
  })

  it('registers and lands on /onboarding without passing through /account', async () => {
    const log = fakeBackend({
      'POST /api/collections/users/records': { body: user },
      'POST /api/collections/users/auth-with-password': authReply(),
      'POST /api/collections/users/auth-refresh': authReply(),
      'POST /api/check-edu-license': { status: 404, body: { error: {}, message: 'No endpoint' } },
      'POST /api/collections/users/request-verification': { status: 204 },
      'GET /api/collections/songs/records': { body: { items: [] } },
      'POST /api/collections/songs/records': { body: { id: 's1' } },
      'PATCH /api/collections/users/records/u1': { body: user },
      'POST /api/add-email-list-member': { body: { ok: true } },
    })
    const { router, visited } = await showRegister()
    await fill({ name: 'Ada', email: 'Ada@Example.test', password: 'secret-123' })
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveAttribute('aria-busy', 'true')
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'), {
      timeout: 5000,
    })
    expect(visited).toEqual(['/onboarding'])
    // The hidden newsletter value is true, so list 2 follows list 3.
    const lists = log.find('POST /api/add-email-list-member').map((call) => call.body?.list)
    expect(lists).toEqual([3, 2])
  })

  it('offers a retry that finishes the setup when a later step fails', async () => {
    let songAttempts = 0
    const log = fakeBackend({
      'POST /api/collections/users/records': { body: user },
      'POST /api/collections/users/auth-with-password': authReply(),
      'POST /api/collections/users/auth-refresh': authReply(),
      'POST /api/check-edu-license': { body: { granted: false } },
      'POST /api/collections/users/request-verification': { status: 204 },
      'GET /api/collections/songs/records': { body: { items: [] } },
      'POST /api/collections/songs/records': () =>
        songAttempts++ === 0 ? failure(500) : { body: { id: 's1' } },
      'PATCH /api/collections/users/records/u1': { body: user },
      'POST /api/add-email-list-member': { body: { ok: true } },
    })
    const { router } = await showRegister()
    await fill({ name: 'Ada', email: 'ada@example.test', password: 'secret-123' })
    expect(
      await screen.findByText(
        'Your account is created, but setting it up did not finish. Press Sign Up to try again.',
      ),
    ).toBeVisible()
    // Signed in by now, yet still here to finish.
    expect(router.state.location.pathname).toBe('/auth')
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'), {
      timeout: 5000,
    })
    expect(log.find('POST /api/collections/users/records')).toHaveLength(1)
    expect(log.find('POST /api/collections/songs/records')).toHaveLength(2)
  })
})
