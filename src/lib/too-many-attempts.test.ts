import { describe, expect, it, vi } from 'vitest'
import { pb } from './pocketbase'
import { tooManyAttemptsMessage } from './too-many-attempts'

const WAIT = 'Too many attempts: try again in 12 minutes.'

describe('tooManyAttemptsMessage', () => {
  it("shows PocketBase's wait, read from a real SDK error", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(JSON.stringify({ code: 429, message: WAIT, data: {} }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '720' },
        }),
      ),
    )
    const error = await pb.health.check().catch((caught: unknown) => caught)
    vi.unstubAllGlobals()
    expect(tooManyAttemptsMessage(error)).toBe(WAIT)
  })

  it("shows a product function's wait", () => {
    const error = Object.assign(new Error(WAIT), { name: 'FunctionError', status: 429 })
    expect(tooManyAttemptsMessage(error)).toBe(WAIT)
  })

  it('says something plain when the answer had no sentence', () => {
    expect(tooManyAttemptsMessage({ status: 429, response: {} })).toBe(
      'Too many attempts: please try again later.',
    )
  })

  it('leaves every other error alone', () => {
    expect(tooManyAttemptsMessage({ status: 400, response: { message: 'Bad.' } })).toBeUndefined()
    expect(tooManyAttemptsMessage(new Error('offline'))).toBeUndefined()
    expect(tooManyAttemptsMessage(undefined)).toBeUndefined()
  })
})
