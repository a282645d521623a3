import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { paths } from '@/config/paths'
import { writeConsent } from '@/features/consent'
import { createQueryWrapper } from '@/testing/query-wrapper'
import { createRoutes } from '../router'

// A lazily loaded page is transformed on first use, which is slow on a busy machine.
const LAZY_PAGE_MS = 10_000

// The mail links land on these pages (templates in scripts/seed.ts).
const expiredToken = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6InUxIiwiZXhwIjoxfQ.sig'

function renderAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] })
  render(
    <QueryClientProvider client={createQueryWrapper().client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  writeConsent({ ad_storage: 'denied' })
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503 })),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: LAZY_PAGE_MS })

describe('auth routes', { timeout: 20_000 }, () => {
  it('serves the auth page at /auth', async () => {
    renderAt(paths.auth.getHref())
    expect(await heading('Welcome to Songpad')).toBeVisible()
  })

  it.each([
    paths.confirmVerification.getHref(expiredToken),
    paths.confirmPasswordReset.getHref(expiredToken),
    paths.confirmEmailChange.getHref(expiredToken),
  ])('serves the mail link page %s', async (path) => {
    renderAt(path)
    expect(await heading('This link has expired')).toBeVisible()
  })
})
