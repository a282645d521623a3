import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '@/config/constants'
import { activePremiumQueryKey } from '@/features/premium'
import type { PremiumStatus } from '@/lib/access'
import { createQueryWrapper } from '@/testing/query-wrapper'
import { expectUpgradePitch } from '@/testing/upgrade-pitch'
import { Component as WritePage } from './write'

// Who may write: the session and the plan's query decide; until it answers, the plan the server
// last confirmed on this device.
const state = vi.hoisted(() => ({
  session: null as null | { token: string; user: { id: string } },
  editorDownloads: 0,
  prefetched: [] as string[],
}))

/** What this device remembers of user1's plan, as the last answer left it. */
function remember(status: PremiumStatus | undefined) {
  if (status)
    localStorage.setItem(STORAGE_KEYS.lastPremium, JSON.stringify({ userId: 'user1', status }))
  else localStorage.removeItem(STORAGE_KEYS.lastPremium)
}

let client: ReturnType<typeof createQueryWrapper>['client']
/** The server's answer on user1's plan, as the shell's query holds it. */
const answer = (status: PremiumStatus) =>
  act(() => {
    client.setQueryData(activePremiumQueryKey('user1'), status)
  })

vi.mock('@/lib/auth-session', async (original) => ({
  ...(await original<typeof import('@/lib/auth-session')>()),
  useSession: () => state.session,
  getSession: () => state.session,
}))
vi.mock('@/features/songs', () => ({
  prefetchSong: (id: string) => state.prefetched.push(id),
}))
vi.mock('@/features/editor', () => {
  state.editorDownloads += 1
  return {
    WriteApp: ({ songId }: { songId?: string }) => <p>Editor for {songId ?? 'the last song'}</p>,
  }
})

function renderAt(path: string) {
  const router = routerAt(path)
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

function routerAt(path: string) {
  return createMemoryRouter(
    [
      { path: '/write', Component: WritePage },
      { path: '/write/:id', Component: WritePage },
      { path: '/auth', element: <h1>Sign in</h1> },
    ],
    { initialEntries: [path] },
  )
}

const signedIn = { token: 't', user: { id: 'user1' } }
const premium: PremiumStatus = { premium: true, trial: false, trialdaysleft: 0 }

describe("/write's loader", () => {
  // A fresh copy of the route each time, so its editor download starts from nothing.
  async function runLoader(id?: string) {
    vi.resetModules()
    state.editorDownloads = 0
    state.prefetched = []
    const { loader } = await import('./write')
    loader({ params: { id } })
    await vi.dynamicImportSettled()
    return state.editorDownloads
  }

  it('starts the editor download at once for a writer whose plan this device remembers', async () => {
    state.session = signedIn
    remember({ ...premium, premium: false, trial: true })
    expect(await runLoader()).toBe(1)
    expect(state.prefetched).toEqual([])
  })

  it('asks for the song named in the URL beside the editor', async () => {
    state.session = signedIn
    remember(premium)
    await runLoader('song1')
    expect(state.prefetched).toEqual(['song1'])
  })

  it('downloads no editor for a visitor or a plan without writing', async () => {
    state.session = null
    remember(premium)
    expect(await runLoader()).toBe(0)
    state.session = signedIn
    remember(undefined)
    expect(await runLoader()).toBe(0)
    remember({ premium: false, trial: false, trialdaysleft: 0 })
    expect(await runLoader('song1')).toBe(0)
    expect(state.prefetched).toEqual([])
  })
})

describe('/write', () => {
  beforeEach(() => {
    state.session = null
    remember(undefined)
    client = createQueryWrapper().client
  })

  it('sends a visitor to /auth', async () => {
    const router = renderAt('/write')
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/auth')
  })

  it('waits for the plan before deciding, when this device remembers none', async () => {
    state.session = signedIn
    renderAt('/write')
    expect(screen.getByRole('status')).toHaveTextContent('Checking your plan…')
    expect(screen.queryByText(/Editor for|Write your songs/)).not.toBeInTheDocument()
    answer(premium)
    expect(await screen.findByText('Editor for the last song')).toBeInTheDocument()
  })

  it('opens the editor while the server is asked, for a plan this device remembers', async () => {
    state.session = signedIn
    remember(premium)
    renderAt('/write/abc123')
    expect(await screen.findByText('Editor for abc123')).toBeInTheDocument()
  })

  it('shows the pitch once the server no longer confirms the remembered plan', async () => {
    state.session = signedIn
    remember(premium)
    renderAt('/write/abc123')
    expect(await screen.findByText('Editor for abc123')).toBeInTheDocument()
    answer({ premium: false, trial: false, trialdaysleft: 0 })
    expect(screen.getByRole('heading', { name: 'Write your songs in Songpad' })).toBeInTheDocument()
    expect(screen.queryByText(/Editor for/)).not.toBeInTheDocument()
  })

  it('shows a signed-in user without premium what the editor offers and where to upgrade', () => {
    state.session = signedIn
    answer({ premium: false, trial: false, trialdaysleft: 0 })
    renderAt('/write')
    expect(screen.getByRole('heading', { name: 'Write your songs in Songpad' })).toBeInTheDocument()
    expectUpgradePitch('song editor')
    expect(screen.queryByText(/Editor for/)).not.toBeInTheDocument()
  })

  it('opens the editor for a trial or premium user, on the song in the address', async () => {
    state.session = signedIn
    answer({ premium: false, trial: true, trialdaysleft: 3 })
    renderAt('/write/abc123')
    expect(await screen.findByText('Editor for abc123')).toBeInTheDocument()
  })
})
