// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearSession } from '@/lib/auth-session'
import { pb } from '@/lib/pocketbase'
import { makeToken } from '@/testing/tokens'
import { FunctionError, postFunction } from './functions'

const respond = (status: number, body: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) =>
    typeof body === 'string'
      ? new Response(body, { status })
      : new Response(JSON.stringify(body), { status }),
  )

afterEach(() => {
  clearSession()
  vi.unstubAllGlobals()
})

describe('postFunction', () => {
  it('posts JSON with the session token and returns the answer', async () => {
    const token = makeToken(3600)
    pb.authStore.save(token, { id: 'u1' } as never)
    const fetchMock = respond(200, { url: 'https://pay.example/1' })
    vi.stubGlobal('fetch', fetchMock)
    await expect(postFunction('create-checkout-session')).resolves.toEqual({
      url: 'https://pay.example/1',
    })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/create-checkout-session')
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{}')
    expect(new Headers(init?.headers).get('Authorization')).toBe(token)
  })

  it('sends an expired token as it is stored, so the function says why it refuses it', async () => {
    const token = makeToken(-5)
    pb.authStore.save(token, { id: 'u1' } as never)
    const fetchMock = respond(401, { message: 'Authorization token is invalid or expired.' })
    vi.stubGlobal('fetch', fetchMock)
    await expect(postFunction('claim-gift')).rejects.toMatchObject({
      status: 401,
      message: 'Authorization token is invalid or expired.',
    })
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(token)
  })

  it('sends the token it is given instead of the session’s', async () => {
    pb.authStore.save(makeToken(3600), { id: 'u1' } as never)
    const fetchMock = respond(200, { granted: false })
    vi.stubGlobal('fetch', fetchMock)
    await postFunction('check-edu-license', { id: 'u2' }, 'fresh-token')
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'fresh-token',
    )
  })

  it('throws the message of a refusal with its status', async () => {
    vi.stubGlobal('fetch', respond(503, { message: 'Payments are not configured.' }))
    const error = await postFunction('create-checkout-session').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FunctionError)
    expect(error).toMatchObject({ status: 503, message: 'Payments are not configured.' })
  })

  it('reads the message from the nested error shape too', async () => {
    vi.stubGlobal('fetch', respond(409, { error: { status: 409, message: 'Taken.' } }))
    await expect(postFunction('claim-gift')).rejects.toMatchObject({ message: 'Taken.' })
  })

  it('falls back to a generic message when the body is not JSON', async () => {
    vi.stubGlobal('fetch', respond(502, '<html>Bad gateway</html>'))
    await expect(postFunction('claim-gift')).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong. Please try again.',
    })
  })

  it('says so when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    await expect(postFunction('claim-gift')).rejects.toMatchObject({
      status: 0,
      message: 'Could not reach Songpad. Check your connection and try again.',
    })
  })
})
