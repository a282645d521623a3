import { screen, waitFor } from '@testing-library/react'
import type { RouteObject } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PageSpinner } from '@/components/ui/spinner'
import { clearSession } from '@/lib/auth-session'
import { importWithReload } from '@/lib/import-with-reload'
import { pb } from '@/lib/pocketbase'
import { offlineVisitorInEachTest, renderRoutes } from '@/testing/render-app'
import { makeToken } from '@/testing/tokens'
import { createRoutes } from './router'

// Pages load as chunks of their own (the signed-in shell with react-query's client too): on a busy
// machine that takes longer than Testing Library's default second.
const LOAD = { timeout: 10_000 }

const renderApp = (path: string, appRoutes: RouteObject[] = createRoutes()) =>
  renderRoutes(appRoutes, path)

offlineVisitorInEachTest()
afterEach(() => {
  clearSession()
})

describe('app routes', { timeout: 20_000 }, () => {
  it('renders the landing page inside the shell', async () => {
    renderApp('/')
    expect(
      await screen.findByRole('heading', { level: 1, name: /Write songs in chords/ }, LOAD),
    ).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })

  it('shows the not-found page for unknown paths', async () => {
    renderApp('/no/such/page')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LOAD),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
    await waitFor(() => expect(document.title).toBe('Page not found · Songpad'))
  })

  // A light page: these are about the shell, not the page.
  it('opens the consent dialog by itself when no choice is stored', async () => {
    localStorage.clear()
    renderApp('/about')
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' }, LOAD)).toHaveAttribute(
      'open',
    )
  })

  it('does not open the consent dialog once a choice is stored', async () => {
    renderApp('/about')
    await screen.findByRole('heading', { level: 1 }, LOAD)
    expect(screen.queryByRole('dialog', { name: 'Cookie settings' })).not.toBeInTheDocument()
  })

  it('sends a signed-in user from /auth to /account', async () => {
    pb.authStore.save(makeToken(3600), { id: 'u1', name: 'ada', email: 'a@b.c' } as never)
    const router = renderApp('/auth')
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'), LOAD)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account' }, LOAD),
    ).toBeInTheDocument()
  })

  it('shows the error screen when a page chunk fails after the one reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    sessionStorage.setItem('songpad:chunk-reload', '1')
    const broken: RouteObject = {
      path: '/broken',
      HydrateFallback: PageSpinner,
      lazy: () =>
        importWithReload(() => Promise.reject(new Error('chunk gone')), {
          storage: sessionStorage,
          reload: vi.fn(),
        }),
    }
    renderApp('/broken', createRoutes([broken]))
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  })
})
