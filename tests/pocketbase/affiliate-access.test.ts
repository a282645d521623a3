import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPLICATION_LIMITS } from '../../src/features/affiliate/application.ts'
import {
  adminClient,
  deleteUsers,
  signedOutClient,
  signUp,
  statusOf,
  type TestUser,
  uniqueEmail,
} from '../support/pocketbase.ts'

const COLLECTION = 'affiliate_applications'

const application = (label: string) => ({
  name: `Applicant ${label}`,
  email: uniqueEmail(label),
  website: 'https://teacher.example/blog',
  audience: 'My guitar and piano students',
  message: 'I would love to show Songpad in my lessons.',
})

/** The field errors of a refused create: { field: code }, or the status when it was not a 400. */
async function refusal(pb: PocketBase, data: Record<string, unknown>) {
  try {
    await pb.collection(COLLECTION).create(data)
  } catch (error) {
    const { status, response } = error as { status: number; response: { data?: object } }
    if (status !== 400) return status
    return Object.fromEntries(
      Object.entries(response.data ?? {}).map(([field, detail]) => [field, detail.code]),
    )
  }
  return 'created'
}

// Anyone may apply; only the admin reads applications (the affiliate form).
describe('affiliate applications', () => {
  let admin: PocketBase
  let applicant: TestUser
  let other: TestUser
  let ownRecord: RecordModel
  const created: string[] = []

  beforeAll(async () => {
    admin = await adminClient()
    applicant = await signUp('applicant')
    other = await signUp('other')
    ownRecord = await applicant.pb.collection(COLLECTION).create(application('own'))
    created.push(ownRecord.id)
  })

  afterAll(async () => {
    for (const id of created) await admin.collection(COLLECTION).delete(id)
    await deleteUsers(admin, [applicant, other])
  })

  it.each([
    ['a visitor', () => signedOutClient()],
    ['a signed-in user', () => other.pb],
  ])('can be sent by %s, and the admin then reads it as sent', async (_who, client) => {
    const sent = application('send')
    const record = await client().collection(COLLECTION).create(sent)
    created.push(record.id)
    expect(await admin.collection(COLLECTION).getOne(record.id)).toMatchObject(sent)
  })

  it('needs only a name and an e-mail', async () => {
    const record = await signedOutClient()
      .collection(COLLECTION)
      .create({ name: 'Short', email: uniqueEmail('short') })
    created.push(record.id)
    expect(record).toMatchObject({ website: '', audience: '', message: '' })
  })

  it('takes each text up to its limit, counted in characters', async () => {
    const record = await signedOutClient()
      .collection(COLLECTION)
      .create({
        name: 'é'.repeat(APPLICATION_LIMITS.name),
        email: uniqueEmail('limits'),
        audience: '🎹'.repeat(APPLICATION_LIMITS.audience),
        message: 'x'.repeat(APPLICATION_LIMITS.message),
      })
    created.push(record.id)
    expect([...record.name]).toHaveLength(APPLICATION_LIMITS.name)
  })

  it.each([
    ['no name', { name: undefined }, { name: 'validation_required' }],
    ['an empty name', { name: '' }, { name: 'validation_required' }],
    ['a name of spaces', { name: '   ' }, { name: 'validation_invalid_format' }],
    ['no e-mail', { email: undefined }, { email: 'validation_required' }],
    ['a bad e-mail', { email: 'not-an-email' }, { email: 'validation_invalid_email' }],
    ['a bad website', { website: 'not a url' }, { website: 'validation_invalid_url' }],
    ['a script website', { website: 'javascript:alert(1)' }, { website: 'validation_invalid_url' }],
    [
      'a name too long',
      { name: 'x'.repeat(APPLICATION_LIMITS.name + 1) },
      { name: 'validation_max_text_constraint' },
    ],
    [
      'an audience too long',
      { audience: '🎹'.repeat(APPLICATION_LIMITS.audience + 1) },
      { audience: 'validation_max_text_constraint' },
    ],
    [
      'a message too long',
      { message: 'x'.repeat(APPLICATION_LIMITS.message + 1) },
      { message: 'validation_max_text_constraint' },
    ],
  ])('refuses %s', async (_what, change, errors) => {
    const before = await admin.collection(COLLECTION).getList(1, 1)
    expect(await refusal(signedOutClient(), { ...application('bad'), ...change })).toEqual(errors)
    expect((await admin.collection(COLLECTION).getList(1, 1)).totalItems).toBe(before.totalItems)
  })

  const readers = [
    ['a visitor', () => signedOutClient()],
    ['another signed-in user', () => other.pb],
    ['the user who sent it', () => applicant.pb],
  ] as const

  it.each(readers)('cannot be listed or viewed by %s', async (_who, client) => {
    const collection = client().collection(COLLECTION)
    expect(await statusOf(collection.getList(1, 50))).toBe(403)
    expect(await statusOf(collection.getFullList())).toBe(403)
    expect(await statusOf(collection.getOne(ownRecord.id))).toBe(403)
    expect(await statusOf(collection.getFirstListItem(`email = "${ownRecord.email}"`))).toBe(403)
  })

  it.each(readers)('cannot be changed or deleted by %s', async (_who, client) => {
    const collection = client().collection(COLLECTION)
    expect(await statusOf(collection.update(ownRecord.id, { name: 'Changed' }))).toBe(403)
    expect(await statusOf(collection.delete(ownRecord.id))).toBe(403)
    expect(await admin.collection(COLLECTION).getOne(ownRecord.id)).toMatchObject({
      name: ownRecord.name,
    })
  })

  it('cannot be reached from the user’s own record through a filter or an expand', async () => {
    const users = applicant.pb.collection('users')
    for (const filter of [
      `@collection.${COLLECTION}.email ?= email`,
      `@collection.${COLLECTION}.name ?~ "Applicant"`,
    ]) {
      expect(await statusOf(users.getList(1, 1, { filter })), filter).not.toBe('ok')
    }
    const own = await users.getOne(applicant.id, { expand: `${COLLECTION}_via_email` })
    expect(own.expand ?? {}).toEqual({})
  })
})

// The brakes of pb_hooks/affiliate.pb.js: a script cannot flood the admin's list.
describe('affiliate application limits', () => {
  let admin: PocketBase
  const created: string[] = []
  const send = async (data = application('limit')) => {
    const record = await signedOutClient().collection(COLLECTION).create(data)
    created.push(record.id)
    return record
  }
  const deleteCreated = async () => {
    for (const id of created.splice(0)) await admin.collection(COLLECTION).delete(id)
  }

  beforeAll(async () => {
    admin = await adminClient()
  })
  afterAll(deleteCreated)

  it('stores the e-mail address in lower case', async () => {
    const email = uniqueEmail('Case').toUpperCase()
    const record = await send({ ...application('case'), email })
    expect(record.email).toBe(email.toLowerCase())
  })

  it('takes one application per address a day, however the address is typed', async () => {
    const first = await send()
    const again = { ...application('again'), email: first.email.toUpperCase() }
    expect(await refusal(signedOutClient(), again)).toEqual({
      email: 'validation_already_applied',
    })
    const stored = await admin
      .collection(COLLECTION)
      .getFullList({ filter: `email = "${first.email}"` })
    expect(stored.map((record) => record.id)).toEqual([first.id])
    // Another address is taken at once.
    await send()
  })
})
