import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeBackend, refused } from '../testing/fake-backend'
import { renderAuth } from '../testing/render-auth'
import { AuthPage } from './auth-page'

// Typing and rendering take a while on a busy 2-core CI machine.
const SLOW_MACHINE_MS = 20_000

// The reset view loads when opened, so the page starts with its spinner.
async function showReset() {
  renderAuth('/auth?view=reset', '/auth', <AuthPage />, { queryClient: false })
  await screen.findByRole('heading', { level: 1, name: 'Reset your password' })
}

describe('auth page, reset view', { timeout: SLOW_MACHINE_MS }, () => {
  it("sends the lowercased e-mail and turns the button into 'Check your e-mail'", async () => {
    const log = fakeBackend({
      'POST /api/collections/users/request-password-reset': { status: 204 },
    })
    await showReset()
    expect(screen.getByRole('button', { name: 'Back to Sign in' })).toBeVisible()
    await userEvent.type(screen.getByLabelText('Email'), 'Ada@Example.TEST')
    await userEvent.click(screen.getByRole('button', { name: 'Send password request' }))
    const done = await screen.findByRole('button', { name: 'Check your e-mail' })
    expect(done).toHaveAttribute('aria-disabled', 'true')
    expect(log.find('POST /api/collections/users/request-password-reset')[0]?.body).toEqual({
      email: 'ada@example.test',
    })
    // Pressing it again sends nothing more.
    await userEvent.click(done)
    expect(log.calls).toHaveLength(1)
  })

  it("says 'There was an error' when the request fails", async () => {
    fakeBackend({
      'POST /api/collections/users/request-password-reset': refused({
        email: ['validation_required', 'Cannot be blank.'],
      }),
    })
    await showReset()
    await userEvent.click(screen.getByRole('button', { name: 'Send password request' }))
    expect(await screen.findByText('There was an error')).toBeVisible()
    const email = screen.getByLabelText('Email')
    expect(email).toHaveClass('input-error')
    expect(email).toHaveAccessibleDescription('There was an error')
    expect(screen.getByRole('button', { name: 'Send password request' })).toBeVisible()
  })
})
