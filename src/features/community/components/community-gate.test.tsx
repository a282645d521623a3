import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activePremiumQueryKey } from '@/features/premium'
import type { PremiumStatus } from '@/lib/access'
import { createQueryWrapper } from '@/testing/query-wrapper'
import { renderWithRouter } from '@/testing/render-with-router'
import { expectUpgradePitch } from '@/testing/upgrade-pitch'
import { CommunityGate } from './community-gate'

// Who may open the community: the session and the plan's query decide.
const state = vi.hoisted(() => ({
  session: null as null | { token: string; user: { id: string } },
}))

vi.mock('@/lib/auth-session', async (original) => ({
  ...(await original<typeof import('@/lib/auth-session')>()),
  useSession: () => state.session,
}))

const gate = <CommunityGate>{(userId) => <p>Songs for {userId}</p>}</CommunityGate>
const plan = (premium: boolean, trial: boolean): PremiumStatus => ({
  premium,
  trial,
  trialdaysleft: trial ? 5 : 0,
})

let client: ReturnType<typeof createQueryWrapper>['client']
const withClient = (ui: ReactElement) => (
  <QueryClientProvider client={client}>{ui}</QueryClientProvider>
)

describe('CommunityGate', () => {
  beforeEach(() => {
    state.session = null
    client = createQueryWrapper().client
  })
  afterEach(() => client.clear())

  it('shows a visitor what the community is and where to sign in', () => {
    renderWithRouter(withClient(gate))
    expect(screen.getByRole('heading', { name: 'The Songpad community' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in or create an account' })).toHaveAttribute(
      'href',
      '/auth',
    )
    expect(screen.queryByText(/Songs for/)).not.toBeInTheDocument()
  })

  it('waits for the plan before deciding', () => {
    state.session = { token: 't', user: { id: 'u1' } }
    render(withClient(gate))
    expect(screen.getByRole('status')).toHaveTextContent('Checking your plan…')
    expect(screen.queryByText(/Songs for/)).not.toBeInTheDocument()
  })

  it('offers a signed-in user without premium or trial the upgrade', () => {
    state.session = { token: 't', user: { id: 'u1' } }
    client.setQueryData(activePremiumQueryKey('u1'), plan(false, false))
    renderWithRouter(withClient(gate))
    expectUpgradePitch('community')
    expect(screen.queryByText(/Songs for/)).not.toBeInTheDocument()
  })

  it.each([
    ['premium', plan(true, false)],
    ['trial', plan(false, true)],
  ])('opens the community to a %s user', (_who, status) => {
    state.session = { token: 't', user: { id: 'u1' } }
    client.setQueryData(activePremiumQueryKey('u1'), status)
    render(withClient(gate))
    expect(screen.getByText('Songs for u1')).toBeInTheDocument()
  })
})
