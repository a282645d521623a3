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

/** Opens the shell as `userId`, with this device remembering a premium plan for `rememberedFor`. */
function openShellAs(userId: string, rememberedFor: string) {
  writeConsent({ ad_storage: 'denied' })
  pb.authStore.save(makeToken(3600), { id: userId, name: 'Ada', email: 'a@b.c' } as never)
  localStorage.setItem(
    STORAGE_KEYS.lastPremium,
    JSON.stringify({ userId: rememberedFor, status: { premium: true, trial: false } }),
  )
  const router = createMemoryRouter([{ path: '/', Component: RootLayout }])
  const { client } = createQueryWrapper()
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
}

afterEach(() => {
  clearSession()
  localStorage.removeItem(STORAGE_KEYS.lastPremium)
})

describe('the shell’s nav before the server has answered on the plan', () => {
  it('carries a returning premium user’s bar, which would otherwise push the page down later', () => {
    openShellAs('u2', 'u2')
    expect(screen.getByTestId('premium-bar')).toBeInTheDocument()
  })

  it('gives another account on this device none of the plan remembered', () => {
    openShellAs('u3', 'u2')
    expect(screen.queryByTestId('premium-bar')).not.toBeInTheDocument()
  })
})
