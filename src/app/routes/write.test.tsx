import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { PremiumStatus } from '@/lib/access'
import { Component as WritePage } from './write'

// Who may write: the session and the server's premium answer decide, nothing else.
const state = vi.hoisted(() => ({
  session: null as null | { token: string; user: { id: string } },
  premium: { data: undefined as PremiumStatus | undefined, isPending: false },
}))

vi.mock('@/lib/auth-session', async (original) => ({
  ...(await original<typeof import('@/lib/auth-session')>()),
  useSession: () => state.session,
}))
vi.mock('@/features/premium', () => ({ useActivePremium: () => state.premium }))
vi.mock('@/features/editor', () => ({
  WriteApp: ({ songId }: { songId?: string }) => <p>Editor for {songId ?? 'the last song'}</p>,
}))

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/write', Component: WritePage },
      { path: '/write/:id', Component: WritePage },
      { path: '/auth', element: <h1>Sign in</h1> },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const signedIn = { token: 't', user: { id: 'user1' } }

describe('/write', () => {
  beforeEach(() => {
    state.session = null
    state.premium = { data: undefined, isPending: false }
  })

  it('sends a visitor to /auth', async () => {
    const router = renderAt('/write')
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/auth')
  })

  it('waits for the plan before deciding', () => {
    state.session = signedIn
    state.premium = { data: undefined, isPending: true }
    renderAt('/write')
    expect(screen.getByRole('status')).toHaveTextContent('Checking your plan…')
  })

  it('shows a signed-in user without premium what the editor offers and where to upgrade', () => {
    state.session = signedIn
    state.premium = { data: { premium: false, trial: false, trialdaysleft: 0 }, isPending: false }
    renderAt('/write')
    expect(screen.getByRole('heading', { name: 'Write your songs in Songpad' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Upgrade on your account page' })).toHaveAttribute(
      'href',
      '/account#plan',
    )
    expect(screen.queryByText(/Editor for/)).not.toBeInTheDocument()
  })

  it('opens the editor for a trial or premium user, on the song in the address', async () => {
    state.session = signedIn
    state.premium = { data: { premium: false, trial: true, trialdaysleft: 3 }, isPending: false }
    renderAt('/write/abc123')
    expect(await screen.findByText('Editor for abc123')).toBeInTheDocument()
  })
})
