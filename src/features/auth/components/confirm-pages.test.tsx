import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { clearSession, getSession } from '@/lib/auth-session'
import { pb } from '@/lib/pocketbase'
import { expectFieldMessages } from '@/testing/field-messages'
import { makeToken } from '@/testing/tokens'
import { failure, fakeBackend, refused, user } from '../testing/fake-backend'
import { mailToken } from '../testing/mail-token'
import { renderAuth } from '../testing/render-auth'
import { ConfirmEmailChangePage } from './confirm-email-change-page'
import { ConfirmPasswordResetPage } from './confirm-password-reset-page'
import { ConfirmVerificationPage } from './confirm-verification-page'

// Typing and rendering take a while on a busy 2-core CI machine.
const SLOW_MACHINE_MS = 20_000

const claims = { id: 'u1', email: 'ada@example.test', collectionId: '_pb_users_auth_' }
const fresh = mailToken(claims)
const expired = mailToken(claims, -60)
// PocketBase's answer to a token it will not take: expired, used or forged.
const tokenRefused = refused({ token: ['validation_invalid_token', 'Invalid or expired token.'] })

const show = (kind: 'verification' | 'password-reset' | 'email-change', token: string) => {
  const pattern = `/auth/confirm-${kind}/:token`
  const page =
    kind === 'verification' ? (
      <ConfirmVerificationPage token={token} />
    ) : kind === 'password-reset' ? (
      <ConfirmPasswordResetPage token={token} />
    ) : (
      <ConfirmEmailChangePage token={token} />
    )
  return renderAuth(`/auth/confirm-${kind}/${token}`, pattern, page)
}

afterEach(() => {
  clearSession()
})

describe('confirm e-mail page', { timeout: SLOW_MACHINE_MS }, () => {
  it('confirms the address and offers the way to sign in', async () => {
    const log = fakeBackend({ 'POST /api/collections/users/confirm-verification': { status: 204 } })
    const { router } = show('verification', fresh)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your e-mail is confirmed' }),
    ).toBeVisible()
    expect(log.calls.map((call) => call.body)).toEqual([{ token: fresh }])
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }))
    expect(router.state.location.pathname).toBe('/auth')
  })

  it('says an expired link has expired without asking the server', async () => {
    const log = fakeBackend({})
    show('verification', expired)
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth')
    expect(log.calls).toHaveLength(0)
  })

  it('lets a signed-in user ask for a new link when the server refuses the token', async () => {
    pb.authStore.save(makeToken(3600), { ...user, email: 'ada@example.test' } as never)
    const log = fakeBackend({
      'POST /api/collections/users/confirm-verification': tokenRefused,
      'POST /api/collections/users/request-verification': { status: 204 },
    })
    show('verification', fresh)
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new link' }))
    expect(await screen.findByRole('button', { name: 'Check your e-mail' })).toBeVisible()
    expect(log.find('POST /api/collections/users/request-verification')[0]?.body).toEqual({
      email: 'ada@example.test',
    })
  })

  it('offers a retry when the server does not answer', async () => {
    fakeBackend({ 'POST /api/collections/users/confirm-verification': failure(503) })
    show('verification', fresh)
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible()
  })
})

describe('set a new password page', { timeout: SLOW_MACHINE_MS }, () => {
  const type = async (password: string, repeat: string) => {
    const ui = userEvent.setup()
    if (password) await ui.type(screen.getByLabelText('New password'), password)
    if (repeat) await ui.type(screen.getByLabelText('Repeat the new password'), repeat)
    await ui.click(screen.getByRole('button', { name: 'Save the new password' }))
  }

  it('checks both fields match before calling the server', async () => {
    const log = fakeBackend({})
    show('password-reset', fresh)
    expect(screen.getByText('For your account ada@example.test.')).toBeVisible()
    await type('', '')
    expectFieldMessages({ 'New password': 'Please choose a new password.' })
    await type('long-enough-1', 'long-enough-2')
    expectFieldMessages({ 'Repeat the new password': "The passwords don't match." })
    expect(log.calls).toHaveLength(0)
  })

  it("shows the server's message under the field", async () => {
    fakeBackend({
      'POST /api/collections/users/confirm-password-reset': refused({
        password: ['validation_length_out_of_range', 'The length must be between 8 and 100.'],
      }),
    })
    show('password-reset', fresh)
    await type('short', 'short')
    await waitFor(() =>
      expectFieldMessages({ 'New password': 'The length must be between 8 and 100.' }),
    )
    expect(screen.getByLabelText('New password')).toHaveClass('input-error')
  })

  it('sets the password, signs this browser out of the account and offers Sign in', async () => {
    pb.authStore.save(makeToken(3600), user as never)
    const log = fakeBackend({
      'POST /api/collections/users/confirm-password-reset': { status: 204 },
    })
    const { router } = show('password-reset', fresh)
    await type('new-password-1', 'new-password-1')
    expect(await screen.findByRole('heading', { name: 'Your new password is set' })).toBeVisible()
    expect(log.calls[0]?.body).toEqual({
      token: fresh,
      password: 'new-password-1',
      passwordConfirm: 'new-password-1',
    })
    expect(getSession()).toBeNull()
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }))
    expect(router.state.location.pathname).toBe('/auth')
    expect(router.state.location.state).toEqual({ email: 'ada@example.test' })
  })

  it('turns a refused token into the expired state with a way to a new link', async () => {
    fakeBackend({
      'POST /api/collections/users/confirm-password-reset': tokenRefused,
    })
    show('password-reset', fresh)
    await type('new-password-1', 'new-password-1')
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/auth?view=reset',
    )
  })

  it('shows an expired link as expired at once', () => {
    show('password-reset', expired)
    expect(screen.getByRole('heading', { name: 'This link has expired' })).toBeVisible()
  })
})

describe('confirm e-mail change page', { timeout: SLOW_MACHINE_MS }, () => {
  const token = mailToken({ ...claims, newEmail: 'ada.new@example.test' })

  it('needs the password and shows what the server says about it', async () => {
    fakeBackend({
      'POST /api/collections/users/confirm-email-change': refused({
        password: ['validation_invalid_password', 'Missing or invalid auth record password.'],
      }),
    })
    show('email-change', token)
    expect(
      screen.getByText(
        'Enter your password to change your e-mail address to ada.new@example.test.',
      ),
    ).toBeVisible()
    const button = screen.getByRole('button', { name: 'Change my e-mail address' })
    await userEvent.click(button)
    expectFieldMessages({ Password: 'Please enter your password.' })
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-one')
    await userEvent.click(button)
    await waitFor(() =>
      expectFieldMessages({ Password: 'Missing or invalid auth record password.' }),
    )
  })

  it('changes the address and asks to sign in with the new one', async () => {
    pb.authStore.save(makeToken(3600), { ...user, collectionId: '_pb_users_auth_' } as never)
    fakeBackend({ 'POST /api/collections/users/confirm-email-change': { status: 204 } })
    show('email-change', token)
    await userEvent.type(screen.getByLabelText('Password'), 'secret-123')
    await userEvent.click(screen.getByRole('button', { name: 'Change my e-mail address' }))
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address is changed' }),
    ).toBeVisible()
    expect(screen.getByText('Sign in with ada.new@example.test from now on.')).toBeVisible()
    expect(getSession()).toBeNull()
  })
})
