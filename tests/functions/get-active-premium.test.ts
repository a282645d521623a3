import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UNAVAILABLE } from '../../functions/_lib/handler.ts'
import { activePremium, onRequest } from '../../functions/api/get-active-premium.ts'
import { call, errorOf } from './support/call.ts'
import {
  adminClient,
  createAdmin,
  createUser,
  deleteCreatedAdmins,
  deleteCreatedUsers,
  orphanedToken,
  revokeAdminTokens,
  type TestUser,
} from './support/users.ts'

const PATH = '/api/get-active-premium'
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const INVALID_TOKEN = 'Authorization token is invalid or expired.'

const fromNow = (ms: number) => new Date(Date.now() + ms)

function post(body: unknown, authorization?: string) {
  return call(onRequest, PATH, { body, authorization })
}

function expectError(result: { status: number; json: unknown }, status: number, message: string) {
  expect(result.status).toBe(status)
  expect(errorOf(result.json)).toEqual({ error: { status, message }, message })
}

afterAll(async () => {
  await deleteCreatedUsers()
  await deleteCreatedAdmins()
})

describe('POST /api/get-active-premium', () => {
  it('reports premium only', async () => {
    const user = await createUser({ premium_until: fromNow(30 * DAY) })
    const result = await post({ id: user.id }, user.token)
    expect(result.status).toBe(200)
    expect(result.response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(result.response.headers.get('Cache-Control')).toBe('no-store')
    expect(result.json).toEqual({ premium: true, trial: false, trialdaysleft: 0 })
  })

  it('reports a trial with whole days left, rounded up', async () => {
    const user = await createUser({ trial_until: fromNow(12 * DAY - HOUR) })
    const result = await post({ id: user.id }, user.token)
    expect(result.status).toBe(200)
    expect(result.json).toEqual({ premium: false, trial: true, trialdaysleft: 12 })
  })

  it('counts a trial ending within the hour as one day', async () => {
    const user = await createUser({ trial_until: fromNow(HOUR) })
    expect((await post({ id: user.id }, user.token)).json).toEqual({
      premium: false,
      trial: true,
      trialdaysleft: 1,
    })
  })

  it('reports premium and trial together', async () => {
    const user = await createUser({ premium_until: fromNow(DAY), trial_until: fromNow(3 * DAY) })
    expect((await post({ id: user.id }, user.token)).json).toEqual({
      premium: true,
      trial: true,
      trialdaysleft: 3,
    })
  })

  it('reports neither when the dates are unset', async () => {
    const user = await createUser()
    const result = await post({ id: user.id }, user.token)
    expect(result.status).toBe(200)
    expect(result.json).toEqual({ premium: false, trial: false, trialdaysleft: 0 })
  })

  it('reports neither when both dates have passed', async () => {
    const user = await createUser({ premium_until: fromNow(-DAY), trial_until: fromNow(-HOUR) })
    expect((await post({ id: user.id }, user.token)).json).toEqual({
      premium: false,
      trial: false,
      trialdaysleft: 0,
    })
  })

  it('accepts the token with a Bearer prefix', async () => {
    const user = await createUser({ premium_until: fromNow(DAY) })
    const result = await post({ id: user.id }, `Bearer ${user.token}`)
    expect(result.status).toBe(200)
    expect(result.json).toEqual({ premium: true, trial: false, trialdaysleft: 0 })
  })

  it('reads fresh data: a change made by the server shows at once', async () => {
    const user = await createUser()
    expect((await post({ id: user.id }, user.token)).json).toMatchObject({ premium: false })
    const admin = await adminClient()
    await admin.collection('users').update(user.id, { premium_until: fromNow(DAY).toISOString() })
    expect((await post({ id: user.id }, user.token)).json).toMatchObject({ premium: true })
  })
})

describe('POST /api/get-active-premium: caller mistakes', () => {
  let me: TestUser

  beforeAll(async () => {
    me = await createUser()
  })

  it('rejects a body that is not JSON', async () => {
    const result = await call(onRequest, PATH, { rawBody: '{id:', authorization: me.token })
    expectError(result, 400, 'Request body must be valid JSON.')
  })

  it('rejects an empty body', async () => {
    const result = await call(onRequest, PATH, { rawBody: '', authorization: me.token })
    expectError(result, 400, 'Request body must be valid JSON.')
  })

  it.each([
    ['array', [1]],
    ['string', 'abc'],
    ['null', null],
    ['number', 42],
  ])('rejects a body that is a JSON %s', async (_kind, body) => {
    expectError(await post(body, me.token), 400, 'Request body must be a JSON object.')
  })

  it('rejects a missing id', async () => {
    expectError(await post({}, me.token), 400, 'id is required.')
  })

  it.each([
    ['number', 123],
    ['null', null],
    ['object', { id: 'x' }],
  ])('rejects an id that is a %s', async (_kind, id) => {
    expectError(await post({ id }, me.token), 400, 'id must be a string.')
  })

  it.each(['', 'short', 'ABCDEFGHIJKLMNO', 'abcdefghijklmnop', 'abc-efghijklmno'])(
    'rejects the malformed id %j',
    async (id) => {
      expectError(
        await post({ id }, me.token),
        400,
        'id must be a 15-character PocketBase record id.',
      )
    },
  )

  it.each(['GET', 'PUT', 'DELETE', 'OPTIONS', 'HEAD'])('answers %s with 405', async (method) => {
    const result = await call(onRequest, PATH, { method, authorization: me.token })
    expectError(result, 405, `Method ${method} is not allowed; use POST.`)
    expect(result.response.headers.get('Allow')).toBe('POST')
  })

  it('rejects a missing Authorization header', async () => {
    const result = await post({ id: me.id })
    expectError(result, 401, 'Authorization token is required.')
    expect(result.response.headers.get('WWW-Authenticate')).toBe('Bearer')
  })

  it.each(['', 'Bearer ', '   '])('rejects the empty Authorization %j', async (authorization) => {
    expectError(await post({ id: me.id }, authorization), 401, 'Authorization token is required.')
  })

  it('rejects a token that is not a JWT', async () => {
    expectError(await post({ id: me.id }, 'not-a-token'), 401, INVALID_TOKEN)
  })

  it('rejects a token PocketBase did not sign', async () => {
    const [header, payload] = me.token.split('.')
    const forged = `${header}.${payload}.${'A'.repeat(43)}`
    expectError(await post({ id: me.id }, forged), 401, INVALID_TOKEN)
  })

  it('rejects an admin token: only users may call', async () => {
    const admin = await adminClient()
    expectError(await post({ id: me.id }, admin.authStore.token), 401, INVALID_TOKEN)
  })

  it('rejects the token of a deleted user', async () => {
    expectError(await post({ id: me.id }, await orphanedToken()), 401, INVALID_TOKEN)
  })

  it("rejects another user's id with 403", async () => {
    const other = await createUser({ premium_until: fromNow(DAY) })
    expectError(
      await post({ id: other.id }, me.token),
      403,
      'You may only access your own account.',
    )
  })

  it('checks the token before the body', async () => {
    const result = await call(onRequest, PATH, { rawBody: 'nope', authorization: 'x.y.z' })
    expectError(result, 401, INVALID_TOKEN)
  })
})

describe('POST /api/get-active-premium: server side', () => {
  let me: TestUser

  beforeAll(async () => {
    me = await createUser({ trial_until: fromNow(2 * DAY) })
  })

  it('answers 500 naming the missing binding', async () => {
    const result = await call(onRequest, PATH, {
      body: { id: me.id },
      authorization: me.token,
      env: { PB_ADMIN_PASSWORD: '' },
    })
    expectError(result, 500, 'Server is misconfigured: missing PB_ADMIN_PASSWORD.')
  })

  it('answers 500 for an invalid POCKETBASE_URL', async () => {
    const result = await call(onRequest, PATH, { body: {}, env: { POCKETBASE_URL: 'nope' } })
    expectError(result, 500, 'Server is misconfigured: POCKETBASE_URL is not an http(s) URL.')
  })

  it('answers 503 with a clear message while PocketBase cannot be reached', async () => {
    const result = await call(onRequest, PATH, {
      body: { id: me.id },
      authorization: me.token,
      // Nothing listens on the discard port.
      env: { POCKETBASE_URL: 'http://127.0.0.1:9' },
    })
    expectError(result, 503, UNAVAILABLE)
  })

  it('answers a generic 500 when the admin credentials are wrong', async () => {
    const result = await call(onRequest, PATH, {
      body: { id: me.id },
      authorization: me.token,
      env: { PB_ADMIN_PASSWORD: 'wrong-password' },
    })
    expectError(result, 500, 'Something went wrong on our side. Please try again later.')
  })

  it('signs the admin in again when its cached token was revoked', async () => {
    const admin = await createAdmin()
    const options = {
      body: { id: me.id },
      authorization: me.token,
      env: { PB_ADMIN_EMAIL: admin.email, PB_ADMIN_PASSWORD: admin.password },
    }
    expect((await call(onRequest, PATH, options)).json).toMatchObject({ trial: true })
    await revokeAdminTokens(admin)
    const result = await call(onRequest, PATH, options)
    expect(result.status).toBe(200)
    expect(result.json).toEqual({ premium: false, trial: true, trialdaysleft: 2 })
  })
})

describe('activePremium', () => {
  const now = new Date('2026-01-10T12:00:00.000Z')

  it('parses PocketBase dates and rounds days up', () => {
    expect(
      activePremium({ premium_until: '', trial_until: '2026-01-12 12:00:00.001Z' }, now),
    ).toEqual({ premium: false, trial: true, trialdaysleft: 3 })
  })

  it('treats a date equal to now as over', () => {
    expect(activePremium({ trial_until: '2026-01-10 12:00:00.000Z' }, now)).toEqual({
      premium: false,
      trial: false,
      trialdaysleft: 0,
    })
  })

  it('ignores unparsable dates', () => {
    expect(activePremium({ premium_until: 'soon' }, now).premium).toBe(false)
  })
})
