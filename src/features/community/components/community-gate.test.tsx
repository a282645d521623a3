import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { PremiumStatus } from '@/lib/access'
import { renderWithRouter } from '@/testing/render-with-router'
import { CommunityGate } from './community-gate'

// Who may open the community: the session and the server's premium answer decide.
const state = vi.hoisted(() => ({
  session: null as null | { token: string; user: { id: string } },
  premium: { data: undefined as PremiumStatus | undefined, isPending: false },
}))

vi.mock('@/lib/auth-session', async (original) => ({
  ...(await original<typeof import('@/lib/auth-session')>()),
  useSession: () => state.session,
}))
vi.mock('@/features/premium', () => ({ useActivePremium: () => state.premium }))

const gate = <CommunityGate>{(userId) => <p>Songs for {userId}</p>}</CommunityGate>
const plan = (premium: boolean, trial: boolean) => ({
  data: { premium, trial, trialdaysleft: trial ? 5 : 0 },
  isPending: false,
})

describe('CommunityGate', () => {
  beforeEach(() => {
    state.session = null
    state.premium = { data: undefined, isPending: false }
  })

  it('shows a visitor what the community is and where to sign in', () => {
    renderWithRouter(gate)
    expect(screen.getByRole('heading', { name: 'The Songpad community' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in or create an account' })).toHaveAttribute(
      'href',
      '/auth',
    )
    expect(screen.queryByText(/Songs for/)).not.toBeInTheDocument()
  })

  it('waits for the plan before deciding', () => {
    state.session = { token: 't', user: { id: 'u1' } }
    state.premium = { data: undefined, isPending: true }
    render(gate)
    expect(screen.getByRole('status')).toHaveTextContent('Checking your plan…')
  })

  it('offers a signed-in user without premium or trial the upgrade', () => {
    state.session = { token: 't', user: { id: 'u1' } }
    state.premium = plan(false, false)
    renderWithRouter(gate)
    expect(screen.getByRole('link', { name: 'Upgrade on your account page' })).toHaveAttribute(
      'href',
      '/account#plan',
    )
    expect(screen.queryByText(/Songs for/)).not.toBeInTheDocument()
  })

  it.each([
    ['premium', plan(true, false)],
    ['trial', plan(false, true)],
  ])('opens the community to a %s user', (_who, premium) => {
    state.session = { token: 't', user: { id: 'u1' } }
    state.premium = premium
    render(gate)
    expect(screen.getByText('Songs for u1')).toBeInTheDocument()
  })
})
