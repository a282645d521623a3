import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONFIRM_ADDRESS_FIRST } from '../../functions/_lib/verified.ts'
import { onRequest } from '../../functions/api/add-email-list-member.ts'
import { call } from './support/call.ts'
import { describeCommonBadInput } from './support/common-bad-input.ts'
import { expectError } from './support/expect.ts'
import { brevoEnv, brevoStandInUrl, requestsMentioning, STAND_IN_KEYS } from './support/stand-in.ts'
import { adminClient, createUser, deleteCreatedUsers, type TestUser } from './support/users.ts'

const PATH = '/api/add-email-list-member'
const UNAVAILABLE = 'The mailing list service is unavailable. Please try again later.'

function add(user: TestUser, body: unknown, env = {}) {
  return call(onRequest, PATH, { body, authorization: user.token, env })
}

async function membersOf(email: string) {
  const admin = await adminClient()
  return admin
    .collection('list_members')
    .getFullList({ filter: admin.filter('email = {:email}', { email }), sort: 'list' })
}

afterAll(async () => {
  await deleteCreatedUsers()
})

describe('POST /api/add-email-list-member: the embedded list (no Brevo key)', () => {
  it('adds the caller to the list', async () => {
    const me = await createUser()
    const result = await add(me, { email: me.email, list: 3, name: 'Ann' })

    expect(result.status).toBe(200)
    expect(result.json).toEqual({ ok: true, list: 3 })
    const [member, ...rest] = await membersOf(me.email)
    expect(rest).toEqual([])
    expect(member).toMatchObject({ email: me.email, list: 3, name: 'Ann', user: me.id })
  })

  it('keeps one membership per list, adding twice updates the name', async () => {
    const me = await createUser()
    await add(me, { email: me.email, list: 2, name: 'Ann' })
    const again = await add(me, { email: me.email, list: 2, name: 'Annie' })

    expect(again.json).toEqual({ ok: true, list: 2 })
    const members = await membersOf(me.email)
    expect(members.map((member) => [member.list, member.name])).toEqual([[2, 'Annie']])
  })

  it('adds to lists 2 and 3 separately', async () => {
    const me = await createUser()
    await add(me, { email: me.email, list: 3, name: 'Ann' })
    await add(me, { email: me.email, list: 2, name: 'Ann' })
    expect((await membersOf(me.email)).map((member) => member.list)).toEqual([2, 3])
  })

  it('stores the e-mail in lower case and takes it in any case', async () => {
    const me = await createUser()
    const result = await add(me, { email: ` ${me.email.toUpperCase()} `, list: 3, name: 'Ann' })
    expect(result.status).toBe(200)
    expect(await membersOf(me.email)).toHaveLength(1)
  })

  it('accepts a missing name as empty', async () => {
    const me = await createUser()
    expect((await add(me, { email: me.email, list: 3 })).status).toBe(200)
    expect((await membersOf(me.email))[0]?.name).toBe('')
  })

  it('keeps one membership when the same add runs in parallel', async () => {
    const me = await createUser()
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => add(me, { email: me.email, list: 3, name: 'Ann' })),
    )
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200])
    expect(await membersOf(me.email)).toHaveLength(1)
  })

  it('drops the memberships when the user deletes their account', async () => {
    const me = await createUser()
    await add(me, { email: me.email, list: 3, name: 'Ann' })
    const admin = await adminClient()
    await admin.collection('users').delete(me.id)
    expect(await membersOf(me.email)).toEqual([])
  })
})

describe('POST /api/add-email-list-member: Brevo', () => {
  // For the failures, which change nothing.
  let me: TestUser

  beforeAll(async () => {
    me = await createUser()
  })

  it("creates or updates the contact through Brevo's API", async () => {
    const subscriber = await createUser()
    const result = await add(
      subscriber,
      { email: subscriber.email, list: 2, name: 'Ann' },
      brevoEnv(),
    )

    expect(result.status).toBe(200)
    expect(result.json).toEqual({ ok: true, list: 2 })
    const [request, ...rest] = await requestsMentioning(subscriber.email)
    expect(rest).toEqual([])
    expect(request).toMatchObject({ method: 'POST', path: '/brevo/v3/contacts' })
    expect(request?.headers['api-key']).toBe('brevo-test-key')
    expect(request?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request?.body ?? '')).toEqual({
      email: subscriber.email,
      listIds: [2],
      updateEnabled: true,
      attributes: { FIRSTNAME: 'Ann' },
    })
    // Brevo holds the list; the embedded one stays untouched.
    expect(await membersOf(subscriber.email)).toEqual([])
  })

  it('leaves the name in Brevo alone when none is given', async () => {
    const subscriber = await createUser()
    await add(subscriber, { email: subscriber.email, list: 3 }, brevoEnv())

    const [request] = await requestsMentioning(subscriber.email)
    expect(JSON.parse(request?.body ?? '')).toEqual({
      email: subscriber.email,
      listIds: [3],
      updateEnabled: true,
    })
  })

  it('answers 502 when Brevo fails', async () => {
    const result = await add(
      me,
      { email: me.email, list: 3, name: 'Ann' },
      brevoEnv(STAND_IN_KEYS.brevoDown),
    )
    expectError(result, 502, UNAVAILABLE)
  })

  it('answers 502 when Brevo refuses the key', async () => {
    const result = await add(
      me,
      { email: me.email, list: 3, name: 'Ann' },
      brevoEnv(STAND_IN_KEYS.brevoRejected),
    )
    expectError(result, 502, UNAVAILABLE)
  })

  it('answers 502 when Brevo cannot be reached', async () => {
    const result = await add(
      me,
      { email: me.email, list: 3, name: 'Ann' },
      { BREVO_API_KEY: 'key', BREVO_API_URL: 'http://127.0.0.1:9/v3' },
    )
    expectError(result, 502, UNAVAILABLE)
  })

  it('answers 500 for a BREVO_API_URL that is not a URL', async () => {
    const result = await add(
      me,
      { email: me.email, list: 3, name: 'Ann' },
      { BREVO_API_KEY: 'key', BREVO_API_URL: 'brevo' },
    )
    expectError(result, 500, 'Server is misconfigured: BREVO_API_URL is not an http(s) URL.')
  })
})

describe('POST /api/add-email-list-member: caller mistakes', () => {
  let me: TestUser

  beforeAll(async () => {
    me = await createUser()
  })

  it.each([
    ['list 4', { list: 4 }, 'list must be 2 or 3.'],
    ['list 1', { list: 1 }, 'list must be 2 or 3.'],
    ['list "2" as a string', { list: '2' }, 'list must be 2 or 3.'],
    ['list null', { list: null }, 'list must be 2 or 3.'],
    ['list 2.5', { list: 2.5 }, 'list must be 2 or 3.'],
    ['a name that is a number', { name: 5 }, 'name must be a string.'],
    ['a name that is too long', { name: 'x'.repeat(201) }, 'name is too long.'],
    ['an email that is a number', { email: 1 }, 'email must be a string.'],
    ['an invalid email', { email: 'me@' }, 'email must be a valid e-mail address.'],
  ])('answers 400 for %s', async (_case, change, message) => {
    const body = { email: me.email, list: 3, name: 'Ann', ...change }
    expectError(await add(me, body), 400, message)
    expect(await membersOf(me.email)).toEqual([])
  })

  it.each([
    ['email', { list: 3, name: 'Ann' }],
    ['list', { email: 'x@songpad.test', name: 'Ann' }],
  ])('answers 400 when %s is missing', async (field, body) => {
    expectError(await add(me, body), 400, `${field} is required.`)
  })

  it("refuses another user's e-mail with 403", async () => {
    const other = await createUser()
    const result = await add(me, { email: other.email, list: 3, name: 'Ann' })
    expectError(result, 403, 'You may only use your own e-mail address.')
    expect(await membersOf(other.email)).toEqual([])
  })

  it('refuses an e-mail nobody has with 403, also towards Brevo', async () => {
    const stranger = `stranger-${crypto.randomUUID()}@songpad.test`
    const result = await add(
      me,
      { email: stranger, list: 3, name: 'Ann' },
      { BREVO_API_KEY: 'key', BREVO_API_URL: brevoStandInUrl() },
    )
    expectError(result, 403, 'You may only use your own e-mail address.')
    expect(await requestsMentioning(stranger)).toEqual([])
  })
})

describeCommonBadInput({
  handler: onRequest,
  path: PATH,
  validBody: (me) => ({ email: me.email, list: 3, name: 'Ann' }),
})

describe('POST /api/add-email-list-member: confirmed addresses only', () => {
  it.each([2, 3])(
    'refuses an unconfirmed account for list %i, with Brevo too, and stores nothing',
    async (list) => {
      const someoneElse = await createUser({ verified: false })
      const mine = await add(someoneElse, { email: someoneElse.email, list, name: 'Not me' })
      expectError(mine, 403, CONFIRM_ADDRESS_FIRST)
      expect(await membersOf(someoneElse.email)).toEqual([])

      const viaBrevo = await add(someoneElse, { email: someoneElse.email, list }, brevoEnv())
      expectError(viaBrevo, 403, CONFIRM_ADDRESS_FIRST)
      expect(await requestsMentioning(someoneElse.email)).toEqual([])
    },
  )
})
