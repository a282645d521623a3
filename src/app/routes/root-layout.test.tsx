import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '@/config/constants'
import { writeConsent } from '@/features/consent'
import { clearSession } from '@/lib/auth-session'
import { pb } from '@/lib/pocketbase'
import { createQueryWrapper } from '@/testing/query-wrapper'
import { makeToken } from '@/testing/tokens'
import { RootLayout } from './root-layout'

// What the session loads (the server's answer on the plan among it) never arrives here: the nav
// is drawn from what this device remembers alone.
vi.mock('../signed-in', () => ({ loadSessionEffects: () => new Promise(() => {}) }))

function renderShell() {
  const router = createMemoryRouter([{ path: '/', Component: RootLayout }])
  const { client } = createQueryWrapper()
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

function remember(userId: string) {
  localStorage.setItem(
    STORAGE_KEYS.lastPremium,
    JSON.stringify({ userId, status: { premium: true, trial: false } }),
  )
}

afterEach(() => {
  clearSession()
  localStorage.removeItem(STORAGE_KEYS.lastPremium)
})

describe('the shell’s nav before the server has answered on the plan', () => {
  it('carries a returning premium user’s bar, which would otherwise push the page down later', () => {
    writeConsent({ ad_storage: 'denied' })
    pb.authStore.save(makeToken(3600), { id: 'u2', name: 'Ada', email: 'a@b.c' } as never)
    remember('u2')
    renderShell()

    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
    expect(screen.getByTestId('premium-bar')).toBeInTheDocument()
  })

  it('gives another account on this device none of the plan remembered', () => {
    writeConsent({ ad_storage: 'denied' })
    pb.authStore.save(makeToken(3600), { id: 'u3', name: 'Bo', email: 'b@b.c' } as never)
    remember('u2')
    renderShell()

    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
    expect(screen.queryByTestId('premium-bar')).not.toBeInTheDocument()
  })
})
