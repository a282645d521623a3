import { afterEach, describe, expect, it, vi } from 'vitest'
import { OFFLINE_SCOPE, registerOfflineApp } from './register-offline-app'

const now = (task: () => void) => task()

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('registerOfflineApp', () => {
  it('registers /sw.js for the editor’s pages only, once the browser has time', () => {
    vi.stubEnv('PROD', true)
    const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration))
    let later = () => {}
    registerOfflineApp({ register } as unknown as ServiceWorkerContainer, (task) => {
      later = task
    })
    expect(register).not.toHaveBeenCalled()

    later()
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/write' })
    expect(OFFLINE_SCOPE).toBe('/write')
  })

  it('does nothing without service workers, or in the dev server', () => {
    vi.stubEnv('PROD', true)
    expect(() => registerOfflineApp(undefined, now)).not.toThrow()

    vi.stubEnv('PROD', false)
    const register = vi.fn()
    registerOfflineApp({ register } as unknown as ServiceWorkerContainer, now)
    expect(register).not.toHaveBeenCalled()
  })

  it('a refused registration leaves the editor working online', async () => {
    vi.stubEnv('PROD', true)
    const register = vi.fn(() => Promise.reject(new DOMException('blocked', 'SecurityError')))
    registerOfflineApp({ register } as unknown as ServiceWorkerContainer, now)
    await expect(register.mock.results[0]?.value).rejects.toThrow()
  })
})
