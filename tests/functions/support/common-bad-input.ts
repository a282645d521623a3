import { beforeAll, describe, it } from 'vitest'
import type { Env } from '../../../functions/_lib/env.ts'
import { call } from './call.ts'
import { expectError, INVALID_TOKEN } from './expect.ts'
import { createUser, orphanedToken, type TestUser } from './users.ts'

type Handler = PagesFunction<Env>

export interface CommonBadInputOptions {
  handler: Handler
  path: string
  // A body that would be accepted for this caller.
  validBody: (me: TestUser) => unknown
  // Bindings that make the function otherwise configured (e.g. Stripe keys).
  env?: () => Partial<Env>
  // Whether an empty body is accepted as `{}`.
  allowsEmptyBody?: boolean
}

// The mistakes every signed-in JSON function answers the same way (functions/_lib/handler.ts).
export function describeCommonBadInput(options: CommonBadInputOptions): void {
  const { handler, path } = options
  const post = (body: unknown, authorization?: string) =>
    call(handler, path, { body, authorization, env: options.env?.() })

  describe(`${path}: the shared bad-input answers`, () => {
    let me: TestUser

    beforeAll(async () => {
      me = await createUser()
    })

    it('rejects a body that is not JSON', async () => {
      const result = await call(handler, path, {
        rawBody: '{"a":',
        authorization: me.token,
        env: options.env?.(),
      })
      expectError(result, 400, 'Request body must be valid JSON.')
    })

    if (!options.allowsEmptyBody) {
      it('rejects an empty body', async () => {
        const result = await call(handler, path, {
          rawBody: '',
          authorization: me.token,
          env: options.env?.(),
        })
        expectError(result, 400, 'Request body must be valid JSON.')
      })
    }

    it.each([
      ['array', []],
      ['string', 'x'],
      ['null', null],
      ['number', 3],
    ])('rejects a body that is a JSON %s', async (_kind, body) => {
      expectError(await post(body, me.token), 400, 'Request body must be a JSON object.')
    })

    it.each(['GET', 'PUT', 'PATCH', 'DELETE'])('answers %s with 405', async (method) => {
      const result = await call(handler, path, { method, authorization: me.token })
      expectError(result, 405, `Method ${method} is not allowed; use POST.`)
    })

    it('rejects a missing Authorization header', async () => {
      expectError(await post(options.validBody(me)), 401, 'Authorization token is required.')
    })

    it('rejects a token that is not a JWT', async () => {
      expectError(await post(options.validBody(me), 'not-a-token'), 401, INVALID_TOKEN)
    })

    it('rejects a token PocketBase did not sign', async () => {
      const [header, payload] = me.token.split('.')
      const forged = `${header}.${payload}.${'A'.repeat(43)}`
      expectError(await post(options.validBody(me), forged), 401, INVALID_TOKEN)
    })

    it('rejects the token of a deleted user', async () => {
      expectError(await post(options.validBody(me), await orphanedToken()), 401, INVALID_TOKEN)
    })

    it('answers 500 naming a missing PocketBase binding', async () => {
      const result = await call(handler, path, {
        body: options.validBody(me),
        authorization: me.token,
        env: { ...options.env?.(), PB_ADMIN_PASSWORD: '' },
      })
      expectError(result, 500, 'Server is misconfigured: missing PB_ADMIN_PASSWORD.')
    })
  })
}
