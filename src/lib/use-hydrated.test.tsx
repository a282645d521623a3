import { act } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeToken } from '@/testing/tokens'
import { clearSession, useSession } from './auth-session'
import { useHydrated } from './use-hydrated'

function Probe() {
  const hydrated = useHydrated()
  const session = useSession()
  return (
    <p>
      {hydrated ? 'hydrated' : 'static'} {session ? session.user.name : 'signed out'}
    </p>
  )
}

// React's act() outside Testing Library's helpers.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const roots: Root[] = []

afterEach(() => {
  act(() => {
    for (const root of roots.splice(0)) root.unmount()
  })
  clearSession()
  document.body.innerHTML = ''
})

// What a prerendered page goes through: HTML rendered signed out at build, then hydrateRoot over it
// in a browser that holds a session.
async function hydrate() {
  localStorage.clear()
  const html = renderToString(<Probe />)
  localStorage.setItem(
    'pocketbase_auth',
    JSON.stringify({ token: makeToken(3600), model: { id: 'u1', name: 'Ada' } }),
  )
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const onRecoverableError = vi.fn()
  await act(async () => {
    roots.push(hydrateRoot(container, <Probe />, { onRecoverableError }))
  })
  return { html, container, onRecoverableError }
}

describe('hydration-safe hooks', () => {
  it('render the server state first: not hydrated, signed out', () => {
    localStorage.setItem(
      'pocketbase_auth',
      JSON.stringify({ token: makeToken(3600), model: { id: 'u1', name: 'Ada' } }),
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Probe />)
    expect(container.textContent).toBe('static signed out')
  })

  it('hydrate without a mismatch, then show the stored session', async () => {
    const errors = vi.spyOn(console, 'error')
    const { html, container, onRecoverableError } = await hydrate()
    expect(html).toContain('signed out')
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    expect(container.textContent).toBe('hydrated Ada')
  })

  it('are the client state at once in a client-only render', async () => {
    const container = document.createElement('div')
    const root = createRoot(container)
    roots.push(root)
    await act(async () => root.render(<Probe />))
    expect(container.textContent).toBe('hydrated signed out')
  })
})
