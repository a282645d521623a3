import { env } from 'cloudflare:workers'
import { afterAll, describe, expect, it } from 'vitest'
import { onRequest } from '../../functions/api/get-active-premium.ts'
import { call } from './support/call.ts'
import { createUser, deleteCreatedUsers } from './support/users.ts'

// Far more token checks than any limit allows in its window.
const MAX_CHECKS = 2000

afterAll(async () => {
  await deleteCreatedUsers()
})

// Hundreds of token checks: allow for a busy machine.
describe("the functions and PocketBase's limit on token checks per user", {
  timeout: 240_000,
}, () => {
  it('answer 429 with the wait PocketBase gave, once a user has used up their checks', async () => {
    const me = await createUser()
    // Every function call checks the caller's token once: spend them straight at PocketBase.
    let refused: Response | undefined
    for (let n = 0; n < MAX_CHECKS && !refused; n++) {
      const response = await fetch(`${env.POCKETBASE_URL}/api/collections/users/auth-refresh`, {
        method: 'POST',
        headers: { Authorization: me.token },
      })
      await response.body?.cancel()
      if (response.status === 429) refused = response
    }
    expect(refused?.status).toBe(429)

    const result = await call(onRequest, '/api/get-active-premium', {
      body: { id: me.id },
      authorization: me.token,
    })
    expect(result.status).toBe(429)
    const retryAfter = Number(result.response.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(0)
    const message = (result.json as { message: string }).message
    expect(message).toMatch(/^Too many attempts: try again in \d+ (seconds?|minutes?)\.$/)
    expect(result.json).toEqual({ error: { status: 429, message }, message })
  })
})
