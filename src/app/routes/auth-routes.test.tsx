import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { paths } from '@/config/paths'
import { offlineVisitorInEachTest, renderRoutes } from '@/testing/render-app'
import { createRoutes } from '../router'

// A lazily loaded page is transformed on first use, which is slow on a busy machine.
const LAZY_PAGE_MS = 10_000

// The mail links land on these pages (templates in scripts/seed.ts).
const expiredToken = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6InUxIiwiZXhwIjoxfQ.sig'

const renderAt = (path: string) => renderRoutes(createRoutes(), path)

offlineVisitorInEachTest()

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
