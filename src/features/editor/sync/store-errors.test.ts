import { describe, expect, it } from 'vitest'
import { orGone, toStoreError } from './store-errors'

// The SDK's error shape (pocketbase 0.21): recognised by name and status.
const sdkError = (status: number, message = 'Failed.') =>
  Object.assign(new Error(message), { name: `ClientResponseError ${status}`, status })

describe('toStoreError', () => {
  it('is null for 404: the song is gone', () => {
    expect(toStoreError(sdkError(404))).toBeNull()
  })

  it.each([0, 429, 500, 502])('is offline for %i', (status) => {
    expect(toStoreError(sdkError(status))?.kind).toBe('offline')
  })

  it.each([400, 401, 403, 413])('is rejected for %i', (status) => {
    expect(toStoreError(sdkError(status))?.kind).toBe('rejected')
  })

  it('throws what is not the SDK’s error: a bug is not a connection problem', () => {
    const bug = new TypeError('x is undefined')

    expect(() => toStoreError(bug)).toThrow(bug)
  })
})

describe('orGone', () => {
  it('answers the call’s value, null for 404, and throws the rest as store errors', async () => {
    expect(await orGone(async () => 'v')).toBe('v')
    expect(await orGone(() => Promise.reject(sdkError(404)))).toBeNull()
    await expect(orGone(() => Promise.reject(sdkError(0)))).rejects.toMatchObject({
      name: 'StoreError',
      kind: 'offline',
    })
  })
})
