import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { licenseDomains } from '../../functions/_lib/edu-licenses.ts'
import { onRequest } from '../../functions/api/check-edu-license.ts'
import { call } from './support/call.ts'
import { describeCommonBadInput } from './support/common-bad-input.ts'
import {
  createLicense,
  deleteCreatedLicenses,
  emailAt,
  grantsOf,
  type TestLicense,
} from './support/edu.ts'
import { expectError } from './support/expect.ts'
import { adminClient, createUser, deleteCreatedUsers, type TestUser } from './support/users.ts'

const PATH = '/api/check-edu-license'
const DAY = 24 * 60 * 60 * 1000
const fromNow = (ms: number) => new Date(Date.now() + ms)

function check(user: TestUser, body: unknown = { email: user.email, id: user.id }) {
  return call(onRequest, PATH, { body, authorization: user.token })
}

async function premiumUntil(id: string): Promise<string> {
  const admin = await adminClient()
  return (await admin.collection('users').getOne(id)).premium_until
}

afterAll(async () => {
  await deleteCreatedUsers()
  await deleteCreatedLicenses()
})

describe('POST /api/check-edu-license: granting', () => {
  let license: TestLicense

  beforeAll(async () => {
    license = await createLicense(10, fromNow(200 * DAY))
  })

  it('gives premium until the license ends and takes a seat', async () => {
    const student = await createUser({ email: emailAt(license.domain) })

    const result = await check(student)

    expect(result.status).toBe(200)
    expect(result.json).toEqual({
      granted: true,
      premium_until: license.validUntil.toISOString(),
      domain: license.domain,
    })
    expect(Date.parse(await premiumUntil(student.id))).toBe(license.validUntil.getTime())
    const grants = await grantsOf(license.id)
    expect(grants.filter((grant) => grant.user === student.id)).toHaveLength(1)
  })

  it('is idempotent: a second call uses no second seat', async () => {
    const student = await createUser({ email: emailAt(license.domain) })
    const first = await check(student)
    const seatsAfterFirst = (await grantsOf(license.id)).length

    const second = await check(student)

    expect(second.status).toBe(200)
    expect(second.json).toEqual(first.json)
    expect(await grantsOf(license.id)).toHaveLength(seatsAfterFirst)
  })

  it('covers subdomains of the licensed domain', async () => {
    const student = await createUser({ email: emailAt(`cs.${license.domain}`) })
    expect((await check(student)).json).toMatchObject({ granted: true, domain: license.domain })
  })

  it('compares the e-mail case-insensitively', async () => {
    const student = await createUser({ email: emailAt(license.domain) })
    const result = await check(student, { email: student.email.toUpperCase(), id: student.id })
    expect(result.json).toMatchObject({ granted: true })
  })

  it('extends a shorter premium to the license end', async () => {
    const busy = await createLicense(1, fromNow(100 * DAY))
    const student = await createUser({
      email: emailAt(busy.domain),
      premium_until: fromNow(10 * DAY),
    })
    expect((await check(student)).json).toMatchObject({
      granted: true,
      premium_until: busy.validUntil.toISOString(),
    })
    expect(Date.parse(await premiumUntil(student.id))).toBe(busy.validUntil.getTime())
  })

  it('gives a seat back when its holder deletes their account', async () => {
    const single = await createLicense(1, fromNow(100 * DAY))
    const leaver = await createUser({ email: emailAt(single.domain) })
    expect((await check(leaver)).json).toMatchObject({ granted: true })
    const admin = await adminClient()
    await admin.collection('users').delete(leaver.id)

    const next = await createUser({ email: emailAt(single.domain) })
    expect((await check(next)).json).toMatchObject({ granted: true })
    expect((await grantsOf(single.id)).map((grant) => grant.seat)).toEqual([1])
  })
})

describe('POST /api/check-edu-license: refusals', () => {
  it('answers no-license for a domain without one', async () => {
    const user = await createUser({ email: emailAt(`nolicense-${crypto.randomUUID()}.test`) })
    expect((await check(user)).json).toEqual({ granted: false, reason: 'no-license' })
    expect(await premiumUntil(user.id)).toBe('')
  })

  it('does not match a license for a domain the e-mail merely ends with', async () => {
    const license = await createLicense(5, fromNow(100 * DAY))
    const user = await createUser({ email: emailAt(`not${license.domain}`) })
    expect((await check(user)).json).toEqual({ granted: false, reason: 'no-license' })
  })

  it('answers expired for a license that has ended', async () => {
    const license = await createLicense(5, fromNow(-DAY))
    const user = await createUser({ email: emailAt(license.domain) })
    expect((await check(user)).json).toEqual({ granted: false, reason: 'expired' })
    expect(await grantsOf(license.id)).toHaveLength(0)
    expect(await premiumUntil(user.id)).toBe('')
  })

  it('answers expired to a seat holder once the license has ended', async () => {
    const license = await createLicense(5, fromNow(100 * DAY))
    const user = await createUser({ email: emailAt(license.domain) })
    await check(user)
    const admin = await adminClient()
    await admin
      .collection('edu_licenses')
      .update(license.id, { valid_until: fromNow(-DAY).toISOString() })

    expect((await check(user)).json).toEqual({ granted: false, reason: 'expired' })
  })

  it('answers no-seats when every seat is taken', async () => {
    const license = await createLicense(1, fromNow(100 * DAY))
    const first = await createUser({ email: emailAt(license.domain) })
    const second = await createUser({ email: emailAt(license.domain) })
    expect((await check(first)).json).toMatchObject({ granted: true })

    expect((await check(second)).json).toEqual({ granted: false, reason: 'no-seats' })
    expect(await premiumUntil(second.id)).toBe('')
  })

  it('answers no-seats for a license without seats', async () => {
    const license = await createLicense(0, fromNow(100 * DAY))
    const user = await createUser({ email: emailAt(license.domain) })
    expect((await check(user)).json).toEqual({ granted: false, reason: 'no-seats' })
  })

  it('keeps the seat when the user already has premium for longer', async () => {
    const license = await createLicense(1, fromNow(100 * DAY))
    const longer = fromNow(300 * DAY)
    const user = await createUser({ email: emailAt(license.domain), premium_until: longer })

    expect((await check(user)).json).toEqual({ granted: false, reason: 'already-premium-longer' })
    expect(await grantsOf(license.id)).toHaveLength(0)
    expect(Date.parse(await premiumUntil(user.id))).toBe(longer.getTime())
  })
})

describe('POST /api/check-edu-license: concurrency', () => {
  it('gives the last seat to exactly one of three users registering at once', async () => {
    const license = await createLicense(1, fromNow(100 * DAY))
    const users = await Promise.all(
      [1, 2, 3].map(() => createUser({ email: emailAt(license.domain) })),
    )

    const results = await Promise.all(users.map((user) => check(user)))

    const answers = results.map((result) => result.json as { granted: boolean; reason?: string })
    expect(answers.filter((answer) => answer.granted)).toHaveLength(1)
    expect(answers.filter((answer) => answer.reason === 'no-seats')).toHaveLength(2)
    expect(await grantsOf(license.id)).toHaveLength(1)
    const premiums = await Promise.all(users.map((user) => premiumUntil(user.id)))
    expect(premiums.filter((value) => value !== '')).toHaveLength(1)
  })

  it('shares three seats among five users without handing out a fourth', async () => {
    const license = await createLicense(3, fromNow(100 * DAY))
    const users = await Promise.all(
      [1, 2, 3, 4, 5].map(() => createUser({ email: emailAt(license.domain) })),
    )

    const results = await Promise.all(users.map((user) => check(user)))

    const granted = results.filter((result) => (result.json as { granted: boolean }).granted)
    expect(granted).toHaveLength(3)
    expect((await grantsOf(license.id)).map((grant) => grant.seat)).toEqual([1, 2, 3])
  })

  it('takes one seat for parallel calls by the same user', async () => {
    const license = await createLicense(5, fromNow(100 * DAY))
    const user = await createUser({ email: emailAt(license.domain) })

    const results = await Promise.all([1, 2, 3].map(() => check(user)))

    for (const result of results) expect(result.json).toMatchObject({ granted: true })
    expect(await grantsOf(license.id)).toHaveLength(1)
  })
})

describe('POST /api/check-edu-license: caller mistakes', () => {
  let me: TestUser

  beforeAll(async () => {
    me = await createUser()
  })

  it.each([
    ['a missing email', (u: TestUser) => ({ id: u.id }), 'email is required.'],
    ['a missing id', (u: TestUser) => ({ email: u.email }), 'id is required.'],
    [
      'an email that is a number',
      (u: TestUser) => ({ email: 5, id: u.id }),
      'email must be a string.',
    ],
    [
      'an email that is null',
      (u: TestUser) => ({ email: null, id: u.id }),
      'email must be a string.',
    ],
    [
      'an invalid email',
      (u: TestUser) => ({ email: 'nobody', id: u.id }),
      'email must be a valid e-mail address.',
    ],
    [
      'an id that is a number',
      (u: TestUser) => ({ email: u.email, id: 7 }),
      'id must be a string.',
    ],
    [
      'a malformed id',
      (u: TestUser) => ({ email: u.email, id: 'short' }),
      'id must be a 15-character PocketBase record id.',
    ],
  ])('answers 400 for %s', async (_case, body, message) => {
    expectError(await check(me, body(me)), 400, message)
  })

  it("refuses another user's id with 403", async () => {
    const other = await createUser()
    expectError(
      await check(me, { email: me.email, id: other.id }),
      403,
      'You may only access your own account.',
    )
  })

  it("refuses another user's e-mail with 403 and grants nothing", async () => {
    const license = await createLicense(5, fromNow(100 * DAY))
    const result = await check(me, { email: emailAt(license.domain), id: me.id })
    expectError(result, 403, 'You may only use your own e-mail address.')
    expect(await grantsOf(license.id)).toHaveLength(0)
  })
})

describeCommonBadInput({
  handler: onRequest,
  path: PATH,
  validBody: (me) => ({ email: me.email, id: me.id }),
})

describe('licenseDomains', () => {
  it('lists the domain and its parents, never the bare top-level domain', () => {
    expect(licenseDomains('a@cs.Uni.example.SE')).toEqual([
      'cs.uni.example.se',
      'uni.example.se',
      'example.se',
    ])
  })
})

describe('POST /api/check-edu-license: only a confirmed address takes a seat', () => {
  it('gives an unconfirmed account no premium and no seat, and grants once it is confirmed', async () => {
    const license = await createLicense(3, fromNow(200 * DAY))
    // Three throwaway accounts at the school's domain, as an attacker would make them.
    const farmed = await Promise.all(
      [1, 2, 3].map(() => createUser({ email: emailAt(license.domain), verified: false })),
    )
    for (const account of farmed) {
      const result = await check(account)
      expect(result.status).toBe(200)
      expect(result.json).toEqual({ granted: false, reason: 'unverified' })
      expect(await premiumUntil(account.id)).toBe('')
    }
    expect(await grantsOf(license.id)).toEqual([])

    // A real student confirms the address; the app asks again and the seat is taken then.
    const [student] = farmed as [TestUser, ...TestUser[]]
    const admin = await adminClient()
    await admin.collection('users').update(student.id, { verified: true })
    const result = await check(student)
    expect(result.json).toMatchObject({ granted: true, domain: license.domain })
    expect(await grantsOf(license.id)).toHaveLength(1)
  })
})
