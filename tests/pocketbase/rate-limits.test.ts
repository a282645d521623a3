import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailsTo } from '../support/mail.ts'
import {
  adminClient,
  deleteUsers,
  findUserByEmail,
  pbUrl,
  randomClientAddress,
  signedOutClient,
  signUp,
  type TestUser,
  uniqueEmail,
} from '../support/pocketbase.ts'

type Limit = { max: number; windowSeconds: number }
const hooks = createRequire(import.meta.url)
type LimitName =
  | 'loginFailuresPerAccount'
  | 'loginFailuresPerAddress'
  | 'adminLoginFailuresPerAddress'
  | 'registrationsPerAddress'
  | 'oauth2AttemptsPerAddress'
  | 'verificationMailBurstPerTarget'
  | 'verificationMailPerTarget'
  | 'resetMailBurstPerTarget'
  | 'resetMailPerTarget'
  | 'emailChangeMailBurstPerTarget'
  | 'emailChangeMailPerTarget'
  | 'emailChangeRequestsPerAccount'
  | 'mailRequestsPerAddress'
  | 'recordCreatesPerUser'
  | 'anonymousCreatesPerAddress'
  | 'tokenChecksPerUser'
const { LIMITS } = hooks('../../pb_hooks/rate-limits.cjs') as {
  LIMITS: Record<LimitName, Limit>
}
const { waitInWords, clientAddress } = hooks('../../pb_hooks/rate-limiter.cjs') as {
  waitInWords: (seconds: number) => string
  clientAddress: (remoteAddr: string, forwardedFor: string) => string
}

const BURST = 10

/** A raw POST from one client address, to read the status, headers and body PocketBase sent. */
async function post(path: string, body: unknown, address: string, token?: string) {
  const response = await fetch(`${pbUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': address,
      ...(token ? { Authorization: token } : {}),
    },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    json: text ? JSON.parse(text) : undefined,
  }
}

const login = (identity: string, password: string, address: string) =>
  post('/api/collections/users/auth-with-password', { identity, password }, address)

/** What every refusal looks like: 429, Retry-After within the window, the wait in words. */
function expectRefused(result: Awaited<ReturnType<typeof post>>, limit: Limit) {
  expect(result.status).toBe(429)
  const retryAfter = Number(result.headers.get('Retry-After'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(limit.windowSeconds)
  expect(result.json).toEqual({
    code: 429,
    message: `Too many attempts: try again in ${waitInWords(retryAfter)}.`,
    data: {},
  })
}

/** Ends the current window of a limit for a subject at once, as if its time had passed. */
async function endWindow(admin: PocketBase, name: string, subject: string) {
  const key = `${name}:${createHash('sha256').update(subject).digest('hex')}`
  const row = await admin
    .collection('rate_limits')
    .getFirstListItem(admin.filter('key = {:key}', { key }))
  await admin.collection('rate_limits').update(row.id, { window_ends: '2000-01-01 00:00:00.000Z' })
}

const statuses = (results: { status: number }[]) =>
  results.map((result) => result.status).sort((a, b) => a - b)

// Each limit is reached by as many requests as it allows, some with a password hash each: on a busy
// 2-core machine that takes minutes, not seconds.
describe('rate limits in PocketBase', { timeout: 240_000 }, () => {
  let admin: PocketBase
  const users: TestUser[] = []

  beforeAll(async () => {
    admin = await adminClient()
  })

  afterAll(async () => {
    await deleteUsers(admin, users)
  })

  async function user(label: string): Promise<TestUser> {
    const created = await signUp(label)
    users.push(created)
    return created
  }

  describe('the wording and the client address', () => {
    it('says the wait in words, rounded up', () => {
      expect(waitInWords(1)).toBe('1 second')
      expect(waitInWords(45)).toBe('45 seconds')
      expect(waitInWords(60)).toBe('1 minute')
      expect(waitInWords(61)).toBe('2 minutes')
      expect(waitInWords(12 * 60)).toBe('12 minutes')
      expect(waitInWords(24 * 3600)).toBe('24 hours')
    })

    it('believes X-Forwarded-For only from a proxy on the same host, and only its last entry', () => {
      expect(clientAddress('127.0.0.1:5123', '203.0.113.9')).toBe('203.0.113.9')
      expect(clientAddress('[::1]:5123', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9')
      expect(clientAddress('127.0.0.1:5123', '')).toBe('127.0.0.1')
      expect(clientAddress('192.0.2.7:4000', '203.0.113.9')).toBe('192.0.2.7')
    })
  })

  describe('password sign-in', () => {
    it(`refuses an account after ${LIMITS.loginFailuresPerAccount.max} failures, from any address, even the right password`, async () => {
      const victim = await user('victim')
      for (let n = 0; n < LIMITS.loginFailuresPerAccount.max; n++) {
        expect((await login(victim.email, 'wrong-password', randomClientAddress())).status).toBe(
          400,
        )
      }
      expectRefused(
        await login(victim.email, victim.password, randomClientAddress()),
        LIMITS.loginFailuresPerAccount,
      )
      // However the address is typed.
      expect(
        (await login(victim.email.toUpperCase(), victim.password, randomClientAddress())).status,
      ).toBe(429)
      // Another account is not affected.
      const other = await user('other')
      expect((await login(other.email, other.password, randomClientAddress())).status).toBe(200)
    })

    it('does not count successful sign-ins', async () => {
      const writer = await user('writer')
      const address = randomClientAddress()
      for (let n = 0; n < LIMITS.loginFailuresPerAccount.max + 5; n++) {
        expect((await login(writer.email, writer.password, address)).status).toBe(200)
      }
    })

    it(`refuses an address after ${LIMITS.loginFailuresPerAddress.max} failures across accounts`, async () => {
      const address = randomClientAddress()
      for (let n = 0; n < LIMITS.loginFailuresPerAddress.max; n++) {
        expect((await login(uniqueEmail('guess'), 'password1', address)).status).toBe(400)
      }
      const writer = await user('writer')
      expectRefused(
        await login(writer.email, writer.password, address),
        LIMITS.loginFailuresPerAddress,
      )
      expect((await login(writer.email, writer.password, randomClientAddress())).status).toBe(200)
    })

    it('counts admin sign-in failures per address', async () => {
      const address = randomClientAddress()
      const attempt = () =>
        post(
          '/api/admins/auth-with-password',
          { identity: 'admin@songpad.test', password: 'guess-it' },
          address,
        )
      for (let n = 0; n < LIMITS.adminLoginFailuresPerAddress.max; n++) {
        expect((await attempt()).status).toBe(400)
      }
      expectRefused(await attempt(), LIMITS.adminLoginFailuresPerAddress)
    })
  })

  it(`takes ${LIMITS.registrationsPerAddress.max} registrations an hour from one address`, async () => {
    const address = randomClientAddress()
    const register = (email: string) =>
      post(
        '/api/collections/users/records',
        { email, password: 'password-123', passwordConfirm: 'password-123', name: 'Farm' },
        address,
      )
    for (let n = 0; n < LIMITS.registrationsPerAddress.max; n++) {
      const result = await register(uniqueEmail('farm'))
      expect(result.status).toBe(200)
      users.push({
        ...(result.json as { id: string }),
        pb: signedOutClient(),
        email: '',
        password: '',
      })
    }
    const refusedEmail = uniqueEmail('farm')
    expectRefused(await register(refusedEmail), LIMITS.registrationsPerAddress)
    expect(await findUserByEmail(admin, refusedEmail)).toBeNull()
    // Someone else registers as usual.
    users.push(await signUp('neighbour'))
  })

  describe('mail to one address', () => {
    it(`sends one verification mail for a burst of ${BURST} requests`, async () => {
      const target = await user('burst')
      const results = await Promise.all(
        Array.from({ length: BURST }, () =>
          post(
            '/api/collections/users/request-verification',
            { email: target.email },
            randomClientAddress(),
          ),
        ),
      )
      expect(statuses(results)).toEqual([204, ...Array(BURST - 1).fill(429)])
      await expect.poll(() => mailsTo(target.email)).toHaveLength(1)
    })

    it(`sends one password-reset mail for a burst of ${BURST} requests`, async () => {
      const target = await user('burst')
      const results = await Promise.all(
        Array.from({ length: BURST }, () =>
          post(
            '/api/collections/users/request-password-reset',
            { email: target.email },
            randomClientAddress(),
          ),
        ),
      )
      expect(statuses(results)).toEqual([204, ...Array(BURST - 1).fill(429)])
      await expect.poll(() => mailsTo(target.email)).toHaveLength(1)
    })

    it(`sends one e-mail-change mail to an outside address for a burst of ${BURST} requests`, async () => {
      const sender = await user('sender')
      const outside = uniqueEmail('outside')
      const token = sender.pb.authStore.token
      const results = await Promise.all(
        Array.from({ length: BURST }, () =>
          post(
            '/api/collections/users/request-email-change',
            { newEmail: outside },
            randomClientAddress(),
            token,
          ),
        ),
      )
      expect(statuses(results)).toEqual([204, ...Array(BURST - 1).fill(429)])
      await expect.poll(() => mailsTo(outside)).toHaveLength(1)
    })

    it(`lets one account aim e-mail-change mail at ${LIMITS.emailChangeRequestsPerAccount.max} addresses an hour`, async () => {
      const sender = await user('sender')
      const token = sender.pb.authStore.token
      const change = () =>
        post(
          '/api/collections/users/request-email-change',
          { newEmail: uniqueEmail('aim') },
          randomClientAddress(),
          token,
        )
      for (let n = 0; n < LIMITS.emailChangeRequestsPerAccount.max; n++) {
        expect((await change()).status).toBe(204)
      }
      expectRefused(await change(), LIMITS.emailChangeRequestsPerAccount)
    })

    it(`takes ${LIMITS.verificationMailPerTarget.max} verification requests for one address a day, however far apart`, async () => {
      const target = await user('daily')
      const request = () =>
        post(
          '/api/collections/users/request-verification',
          { email: target.email },
          randomClientAddress(),
        )
      for (let n = 0; n < LIMITS.verificationMailPerTarget.max; n++) {
        expect((await request()).status).toBe(204)
        // The two minutes between mails pass at once.
        await endWindow(admin, 'verificationMailBurstPerTarget', target.email)
      }
      const refused = await request()
      expectRefused(refused, LIMITS.verificationMailPerTarget)
      // Still most of a day to wait.
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(
        LIMITS.verificationMailPerTarget.windowSeconds - 600,
      )
    })

    it(`lets one client ask for mail to ${LIMITS.mailRequestsPerAddress.max} addresses an hour`, async () => {
      const address = randomClientAddress()
      const request = () =>
        post(
          '/api/collections/users/request-password-reset',
          { email: uniqueEmail('spray') },
          address,
        )
      for (let n = 0; n < LIMITS.mailRequestsPerAddress.max; n++) {
        expect((await request()).status).toBe(204)
      }
      expectRefused(await request(), LIMITS.mailRequestsPerAddress)
    })
  })

  it(`takes ${LIMITS.oauth2AttemptsPerAddress.max} OAuth2 attempts from one address`, async () => {
    const address = randomClientAddress()
    const attempt = () =>
      post(
        '/api/collections/users/auth-with-oauth2',
        {
          provider: 'google',
          code: 'made-up',
          codeVerifier: 'made-up',
          redirectUrl: 'http://127.0.0.1/',
        },
        address,
      )
    for (let n = 0; n < LIMITS.oauth2AttemptsPerAddress.max; n++) {
      expect((await attempt()).status).toBe(400)
    }
    expectRefused(await attempt(), LIMITS.oauth2AttemptsPerAddress)
  })

  it(`takes ${LIMITS.recordCreatesPerUser.max} new records from one user`, async () => {
    const writer = await user('writer')
    const token = writer.pb.authStore.token
    const create = () =>
      post(
        '/api/collections/songs/records',
        { user: writer.id, name: 'Flood' },
        randomClientAddress(),
        token,
      )
    for (let n = 0; n < LIMITS.recordCreatesPerUser.max; n++) {
      expect((await create()).status).toBe(200)
    }
    expectRefused(await create(), LIMITS.recordCreatesPerUser)
    const other = await user('other')
    await expect(other.pb.collection('songs').create({ user: other.id })).resolves.toBeTruthy()
  })

  it(`takes ${LIMITS.anonymousCreatesPerAddress.max} affiliate applications from one address, and others still apply`, async () => {
    const address = randomClientAddress()
    const apply = () =>
      post(
        '/api/collections/affiliate_applications/records',
        { name: 'Applicant', email: uniqueEmail('apply') },
        address,
      )
    const created: string[] = []
    for (let n = 0; n < LIMITS.anonymousCreatesPerAddress.max; n++) {
      const result = await apply()
      expect(result.status).toBe(200)
      created.push((result.json as { id: string }).id)
    }
    expectRefused(await apply(), LIMITS.anonymousCreatesPerAddress)
    await expect(
      signedOutClient()
        .collection('affiliate_applications')
        .create({ name: 'Someone else', email: uniqueEmail('else') })
        .then((record) => created.push(record.id)),
    ).resolves.toBeTruthy()
    for (const id of created) await admin.collection('affiliate_applications').delete(id)
  })

  it(`checks one user's token ${LIMITS.tokenChecksPerUser.max} times in its window`, async () => {
    const caller = await user('caller')
    const token = caller.pb.authStore.token
    const check = () =>
      post('/api/collections/users/auth-refresh', {}, randomClientAddress(), token)
    for (let n = 0; n < LIMITS.tokenChecksPerUser.max; n++) {
      expect((await check()).status).toBe(200)
    }
    expectRefused(await check(), LIMITS.tokenChecksPerUser)
  })

  it('does not limit the admin', async () => {
    const address = randomClientAddress()
    const emails = Array.from({ length: LIMITS.registrationsPerAddress.max + 1 }, () =>
      uniqueEmail('seeded'),
    )
    for (const email of emails) {
      const record = await admin.collection('users').create(
        { email, password: 'password-123', passwordConfirm: 'password-123' },
        {
          headers: { 'X-Forwarded-For': address },
        },
      )
      users.push({ id: record.id, pb: signedOutClient(), email, password: '' })
    }
  })
})
