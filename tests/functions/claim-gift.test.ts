import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { trialAddressHash } from '../../functions/_lib/trial-addresses.ts'
import { CONFIRM_ADDRESS_FIRST } from '../../functions/_lib/verified.ts'
import {
  DID_TRIAL,
  FROM_SELF,
  GIFT_WINDOW_DAYS,
  GIFTS_PER_GIVER_PER_WINDOW,
  onRequest,
} from '../../functions/api/claim-gift.ts'
import { call } from './support/call.ts'
import { describeCommonBadInput } from './support/common-bad-input.ts'
import { expectError } from './support/expect.ts'
import { adminClient, createUser, deleteCreatedUsers, type TestUser } from './support/users.ts'

const PATH = '/api/claim-gift'
const DAY = 24 * 60 * 60 * 1000
const CLEARED = 'friendshare=; Path=/; Max-Age=0; Secure; SameSite=Lax'

function claim(receiver: TestUser, cookie?: string, body: unknown = {}) {
  return call(onRequest, PATH, {
    body,
    authorization: receiver.token,
    headers: cookie === undefined ? {} : { Cookie: cookie },
  })
}

async function userRecord(id: string) {
  const admin = await adminClient()
  return admin.collection('users').getOne(id)
}

async function giftsTo(receiverId: string) {
  const admin = await adminClient()
  return admin
    .collection('gifts')
    .getFullList({ filter: admin.filter('receiver = {:receiverId}', { receiverId }) })
}

afterAll(async () => {
  await deleteCreatedUsers()
})

describe('POST /api/claim-gift', () => {
  let giver: TestUser
  // Never claims successfully, so the refusals can share it.
  let unclaimed: TestUser

  beforeAll(async () => {
    giver = await createUser()
    unclaimed = await createUser()
  })

  it('gives a 30-day trial, records the gift and clears the cookie', async () => {
    const receiver = await createUser()
    const before = Date.now()

    const result = await claim(receiver, `theme=dark; friendshare=${giver.id}`)

    expect(result.status).toBe(200)
    const body = result.json as { trial: boolean; trial_until: string; trialdaysleft: number }
    expect(body).toMatchObject({ trial: true, trialdaysleft: 30 })
    const until = Date.parse(body.trial_until)
    expect(until).toBeGreaterThanOrEqual(before + 30 * DAY)
    expect(until).toBeLessThanOrEqual(Date.now() + 30 * DAY)
    expect(result.response.headers.get('Set-Cookie')).toBe(CLEARED)

    const record = await userRecord(receiver.id)
    expect(record.didTrial).toBe(true)
    expect(Date.parse(record.trial_until)).toBe(until)
    const gifts = await giftsTo(receiver.id)
    expect(gifts).toHaveLength(1)
    expect(gifts[0]).toMatchObject({ giver: giver.id, receiver: receiver.id })
    expect(Math.abs(Date.parse(gifts[0]?.created ?? '') - before)).toBeLessThan(60_000)
  })

  it('accepts an empty body and a URL-encoded cookie', async () => {
    const receiver = await createUser()
    const result = await call(onRequest, PATH, {
      rawBody: '',
      authorization: receiver.token,
      headers: { Cookie: `friendshare=${encodeURIComponent(giver.id)}` },
    })
    expect(result.status).toBe(200)
  })

  it('lets the trial show in get-active-premium at once', async () => {
    const receiver = await createUser()
    await claim(receiver, `friendshare=${giver.id}`)
    const { onRequest: activePremium } = await import('../../functions/api/get-active-premium.ts')
    const status = await call(activePremium, '/api/get-active-premium', {
      body: { id: receiver.id },
      authorization: receiver.token,
    })
    expect(status.json).toEqual({ premium: false, trial: true, trialdaysleft: 30 })
  })

  it('refuses a second claim, even from another giver', async () => {
    const receiver = await createUser()
    const otherGiver = await createUser()
    expect((await claim(receiver, `friendshare=${giver.id}`)).status).toBe(200)
    const first = await userRecord(receiver.id)

    const again = await claim(receiver, `friendshare=${otherGiver.id}`)

    expectError(again, 409, DID_TRIAL)
    expect(again.response.headers.get('Set-Cookie')).toBeNull()
    expect((await userRecord(receiver.id)).trial_until).toBe(first.trial_until)
    expect(await giftsTo(receiver.id)).toHaveLength(1)
  })

  it('refuses a user who already had a trial another way', async () => {
    const receiver = await createUser({ didTrial: true })
    expectError(await claim(receiver, `friendshare=${giver.id}`), 409, DID_TRIAL)
    expect(await giftsTo(receiver.id)).toHaveLength(0)
    expect((await userRecord(receiver.id)).trial_until).toBe('')
  })

  it('refuses a gift from oneself', async () => {
    const result = await claim(giver, `friendshare=${giver.id}`)
    expectError(result, 409, FROM_SELF)
    expect((await userRecord(giver.id)).didTrial).toBe(false)
  })

  it('refuses a gift link whose giver does not exist', async () => {
    const result = await claim(unclaimed, 'friendshare=abcdefghij12345')
    expectError(result, 404, 'This gift link is not valid.')
    expect((await userRecord(unclaimed.id)).didTrial).toBe(false)
  })

  it.each([
    ['no Cookie header', undefined],
    ['no friendshare cookie', 'theme=dark; showads=true'],
    ['an empty friendshare cookie', 'friendshare='],
    ['a malformed giver id', 'friendshare=not-an-id'],
    ['an upper-case giver id', 'friendshare=ABCDEFGHIJ12345'],
    ['a giver id with a filter in it', 'friendshare=abc%22%20||%20id!%3D%22'],
  ])('answers 400 for %s', async (_case, cookie) => {
    expectError(await claim(unclaimed, cookie), 400, 'No gift to claim.')
    expect((await userRecord(unclaimed.id)).didTrial).toBe(false)
  })

  it('ignores a cookie whose name only ends in friendshare', async () => {
    expectError(await claim(unclaimed, `xfriendshare=${giver.id}`), 400, 'No gift to claim.')
  })

  it('keeps the gift record when the giver deletes their account', async () => {
    const leaver = await createUser()
    const receiver = await createUser()
    await claim(receiver, `friendshare=${leaver.id}`)
    const admin = await adminClient()
    await admin.collection('users').delete(leaver.id)

    const [gift] = await giftsTo(receiver.id)
    expect(gift).toMatchObject({ giver: '', receiver: receiver.id })
  })
})

describe('POST /api/claim-gift: concurrent claims', () => {
  it('lets exactly one of five parallel claims by one user through', async () => {
    const giver = await createUser()
    const receiver = await createUser()

    const results = await Promise.all(
      Array.from({ length: 5 }, () => claim(receiver, `friendshare=${giver.id}`)),
    )

    const statuses = results.map((result) => result.status).sort()
    expect(statuses).toEqual([200, 409, 409, 409, 409])
    for (const result of results.filter((r) => r.status === 409)) {
      expectError(result, 409, DID_TRIAL)
    }
    expect(await giftsTo(receiver.id)).toHaveLength(1)
    const winner = results.find((result) => result.status === 200)?.json as { trial_until: string }
    const record = await userRecord(receiver.id)
    expect(Date.parse(record.trial_until)).toBe(Date.parse(winner.trial_until))
  })

  it('lets two receivers of one giver both claim at the same time', async () => {
    const giver = await createUser()
    const [first, second] = [await createUser(), await createUser()]

    const results = await Promise.all(
      [first, second].map((receiver) => claim(receiver, `friendshare=${giver.id}`)),
    )

    expect(results.map((result) => result.status)).toEqual([200, 200])
    expect((await userRecord(first.id)).didTrial).toBe(true)
    expect((await userRecord(second.id)).didTrial).toBe(true)
  })
})

// The giver's bound takes a dozen users, each a password hash: allow for a busy machine.
describe('POST /api/claim-gift: one trial per person', { timeout: 240_000 }, () => {
  it('refuses an unconfirmed account and grants nothing', async () => {
    const giver = await createUser()
    const receiver = await createUser({ verified: false })
    expectError(await claim(receiver, `friendshare=${giver.id}`), 403, CONFIRM_ADDRESS_FIRST)
    expect(await giftsTo(receiver.id)).toHaveLength(0)
    expect(await userRecord(receiver.id)).toMatchObject({ didTrial: false, trial_until: '' })
  })

  it.each([
    ['the same address', (email: string) => email],
    ['the address in capitals', (email: string) => email.toUpperCase()],
    ['the address with a +tag', (email: string) => email.replace('@', '+again@')],
  ])(
    'remembers the address after its account is deleted: %s gets no second trial',
    async (_case, again) => {
      const giver = await createUser()
      const email = `trial-${crypto.randomUUID()}@songpad.test`
      const first = await createUser({ email })
      expect((await claim(first, `friendshare=${giver.id}`)).status).toBe(200)
      const admin = await adminClient()
      await admin.collection('users').delete(first.id)

      const second = await createUser({ email: again(email) })
      expectError(await claim(second, `friendshare=${giver.id}`), 409, DID_TRIAL)
      expect(await userRecord(second.id)).toMatchObject({ didTrial: false, trial_until: '' })
      expect(await giftsTo(second.id)).toHaveLength(0)
    },
  )

  it('keeps only a hash of the address', async () => {
    const giver = await createUser()
    const receiver = await createUser()
    expect((await claim(receiver, `friendshare=${giver.id}`)).status).toBe(200)
    const admin = await adminClient()
    const record = await admin
      .collection('trial_addresses')
      .getFirstListItem(
        admin.filter('email_hash = {:hash}', { hash: await trialAddressHash(receiver.email) }),
      )
    expect(Object.values(record).join(' ')).not.toContain(receiver.email.split('@')[0])
    expect(record.email_hash).toMatch(/^[0-9a-f]{64}$/)
  })

  it(`grants ${GIFTS_PER_GIVER_PER_WINDOW} trials per giver in ${GIFT_WINDOW_DAYS} days, then says when the link works again`, async () => {
    const giver = await createUser()
    const admin = await adminClient()
    // Earlier claims of this link.
    for (let n = 0; n < GIFTS_PER_GIVER_PER_WINDOW - 1; n++) {
      await admin.collection('gifts').create({ giver: giver.id, receiver: (await createUser()).id })
    }
    const last = await createUser()
    expect((await claim(last, `friendshare=${giver.id}`)).status).toBe(200)

    const late = await createUser()
    const refused = await claim(late, `friendshare=${giver.id}`)
    expectError(
      refused,
      429,
      `This gift link has given its ${GIFTS_PER_GIVER_PER_WINDOW} trials for this month: try again in ${GIFT_WINDOW_DAYS} days, or ask another friend for theirs.`,
    )
    const retryAfter = Number(refused.response.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(((GIFT_WINDOW_DAYS - 1) * DAY) / 1000)
    expect(retryAfter).toBeLessThanOrEqual((GIFT_WINDOW_DAYS * DAY) / 1000)
    expect(await userRecord(late.id)).toMatchObject({ didTrial: false, trial_until: '' })
    // Another giver's link still works for the same person.
    expect((await claim(late, `friendshare=${(await createUser()).id}`)).status).toBe(200)
  })
})

describe('POST /api/claim-gift: body', () => {
  let me: TestUser

  beforeAll(async () => {
    me = await createUser()
  })

  it('ignores unknown keys of an object body', async () => {
    const giver = await createUser()
    expect((await claim(me, `friendshare=${giver.id}`, { giver: 'someone' })).status).toBe(200)
  })
})

describeCommonBadInput({
  handler: onRequest,
  path: PATH,
  validBody: () => ({}),
  allowsEmptyBody: true,
})
