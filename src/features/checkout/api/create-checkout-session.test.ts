import { afterEach, describe, expect, it, vi } from 'vitest'
import { createCheckoutSession } from './create-checkout-session'

const respond = (status: number, body: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createCheckoutSession', () => {
  it('answers the payment page address', async () => {
    const fetchMock = respond(200, { url: 'https://checkout.stripe.com/c/pay/cs_test_1' })
    vi.stubGlobal('fetch', fetchMock)
    await expect(createCheckoutSession()).resolves.toEqual({
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    })
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/create-checkout-session')
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{}')
  })

  it('passes on the refusal when payments are not configured', async () => {
    vi.stubGlobal('fetch', respond(503, { message: 'Payments are not configured.' }))
    await expect(createCheckoutSession()).rejects.toMatchObject({
      status: 503,
      message: 'Payments are not configured.',
    })
  })

  it('refuses to follow anything but a web address', async () => {
    vi.stubGlobal('fetch', respond(200, { url: 'javascript:alert(1)' }))
    await expect(createCheckoutSession()).rejects.toMatchObject({
      message: 'The payment page could not be opened. Please try again.',
    })
  })
})
