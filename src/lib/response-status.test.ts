import { afterEach, describe, expect, it, vi } from 'vitest'
import { pb } from './pocketbase'
import { responseStatus } from './response-status'

// A real SDK error, made by the SDK from a faked HTTP answer (or a failed fetch).
async function sdkError(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer))
  return pb.health.check({ requestKey: null }).catch((error: unknown) => error)
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('responseStatus', () => {
  it("reads the status of the SDK's errors without importing the SDK", async () => {
    const notFound = await sdkError(async () => new Response('{"message":"x"}', { status: 404 }))
    expect(responseStatus(notFound)).toBe(404)
    const offline = await sdkError(async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(responseStatus(offline)).toBe(0)
  })

  it('is undefined for anything else, even a look-alike without the name', () => {
    expect(responseStatus(new Error('x'))).toBeUndefined()
    expect(responseStatus({ name: 'ClientResponseError 400', status: 400 })).toBeUndefined()
    expect(responseStatus(Object.assign(new Error('x'), { status: 400 }))).toBeUndefined()
    expect(responseStatus(undefined)).toBeUndefined()
  })
})
