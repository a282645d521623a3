import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onRequest as addMember } from '../../functions/api/add-email-list-member.ts'
import { onRequest } from '../../functions/api/remove-email-list-member.ts'
import { call } from './support/call.ts'
import { describeCommonBadInput } from './support/common-bad-input.ts'
import { expectError } from './support/expect.ts'
import { brevoEnv, requestsMentioning, STAND_IN_KEYS } from './support/stand-in.ts'
import { adminClient, createUser, deleteCreatedUsers, type TestUser } from './support/users.ts'

const PATH = '/api/remove-email-list-member'
const UNAVAILABLE = 'The mailing list service is unavailable. Please try again later.'

function remove(user: TestUser, body: unknown, env = {}) {
  return call(onRequest, PATH, { body, authorization: user.token, env })
}

function add(user: TestUser, list: number, env = {}) {
  const body = { email: user.email, list, name: 'Ann' }
  return call(addMember, '/api/add-email-list-member', { body, authorization: user.token, env })
}

async function listsOf(email: string) {
  const admin = await adminClient()
  const members = await admin
    .collection('list_members')
    .getFullList({ filter: admin.filter('email = {:email}', { email }), sort: 'list' })
  return members.map((member) => member.list)
}

afterAll(async () => {
  await deleteCreatedUsers()
})

describe('POST /api/remove-email-list-member: the embedded list (no Brevo key)', () => {
  it('takes the caller off that list only', async () => {
    const me = await createUser()
    await add(me, 2)
    await add(me, 3)
    const result = await remove(me, { email: me.email.toUpperCase(), list: 2 })

    expect(result.status).toBe(200)
    expect(result.json).toEqual({ ok: true, list: 2 })
    expect(await listsOf(me.email)).toEqual([3])
  })

  it('answers 200 for an address that is not on the list', async () => {
    const me = await createUser()
    expect((await remove(me, { email: me.email, list: 2 })).json).toEqual({ ok: true, list: 2 })
  })
})

describe('POST /api/remove-email-list-member: Brevo', () => {
  let me: TestUser

  beforeAll(async () => {
    me = await createUser()
  })

  it("removes the contact from the list through Brevo's API", async () => {
    const reader = await createUser()
    await add(reader, 2, brevoEnv())
    const result = await remove(reader, { email: reader.email, list: 2 }, brevoEnv())

    expect(result.json).toEqual({ ok: true, list: 2 })
    const requests = await requestsMentioning(reader.email)
    expect(requests.map((request) => request.path)).toEqual([
      '/brevo/v3/contacts',
      '/brevo/v3/contacts/lists/2/contacts/remove',
    ])
    expect(requests[1]?.headers['api-key']).toBe('brevo-test-key')
    expect(JSON.parse(requests[1]?.body ?? '')).toEqual({ emails: [reader.email] })
  })

  it('answers 200 when Brevo says the address is not on the list', async () => {
    const result = await remove(me, { email: me.email, list: 3 }, brevoEnv())
    expect(result.json).toEqual({ ok: true, list: 3 })
    expect(await requestsMentioning(me.email)).toHaveLength(1)
  })

  it.each([
    ['fails', brevoEnv(STAND_IN_KEYS.brevoDown)],
    ['refuses the key', brevoEnv(STAND_IN_KEYS.brevoRejected)],
    ['cannot be reached', { BREVO_API_KEY: 'key', BREVO_API_URL: 'http://127.0.0.1:9/v3' }],
  ])('answers 502 when Brevo %s', async (_case, env) => {
    expectError(await remove(me, { email: me.email, list: 2 }, env), 502, UNAVAILABLE)
  })
})

describe('POST /api/remove-email-list-member: caller mistakes', () => {
  let me: TestUser

  beforeAll(async () => {
    me = await createUser()
    await add(me, 3)
  })

  it.each([
    ['list 4', { list: 4 }, 'list must be 2 or 3.'],
    ['list "3" as a string', { list: '3' }, 'list must be 2 or 3.'],
    ['an invalid email', { email: 'me@' }, 'email must be a valid e-mail address.'],
  ])('answers 400 for %s', async (_case, change, message) => {
    expectError(await remove(me, { email: me.email, list: 3, ...change }), 400, message)
    expect(await listsOf(me.email)).toEqual([3])
  })

  it("refuses another user's e-mail with 403, leaving them on the list", async () => {
    const other = await createUser()
    await add(other, 3)
    const result = await remove(me, { email: other.email, list: 3 })
    expectError(result, 403, 'You may only use your own e-mail address.')
    expect(await listsOf(other.email)).toEqual([3])
  })
})

describeCommonBadInput({
  handler: onRequest,
  path: PATH,
  validBody: (me) => ({ email: me.email, list: 3 }),
})
