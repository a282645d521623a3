import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderAuth } from '../testing/render-auth'
import { AuthPage } from './auth-page'

// The reset view's code arrives only when the test says so.
const arrival = vi.hoisted(() => {
  let open: () => void = () => {}
  const arrived = new Promise<void>((resolve) => {
    open = resolve
  })
  return { arrived, open: () => open() }
})

vi.mock('./reset-view', async (importOriginal) => {
  await arrival.arrived
  return importOriginal()
})

describe('auth page, a view that is still loading', { timeout: 20_000 }, () => {
  it('takes the old view away at once, so nothing is typed into it, then focuses the new one', async () => {
    renderAuth('/auth', '/auth', <AuthPage />, { queryClient: false })
    await userEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }))
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument(),
    )
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument()
    expect(screen.getByText('Loading page…')).toBeInTheDocument()

    arrival.open()
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toHaveFocus()
    expect(screen.getByLabelText('Email')).toHaveValue('')
  })
})
