import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  adminClient,
  deleteUsers,
  signedOutClient,
  signUp,
  statusOf,
  type TestUser,
} from '../support/pocketbase.ts'

// Gifts, edu licenses and grants, and mailing-list members are read and written by the functions alone.
describe('server-only collections', () => {
  let admin: PocketBase
  let alice: TestUser
  let bob: TestUser
  let license: RecordModel
  const records: Record<string, RecordModel> = {}

  beforeAll(async () => {
    admin = await adminClient()
    alice = await signUp('alice')
    bob = await signUp('bob')
    license = await admin.collection('edu_licenses').create({
      domain: `rules-${crypto.randomUUID().slice(0, 8)}.test`,
      seats: 5,
      valid_until: '2031-08-01 00:00:00.000Z',
    })
    // Alice is involved in every record, so even "her own" rows must stay hidden from her.
    records.gifts = await admin.collection('gifts').create({ giver: bob.id, receiver: alice.id })
    records.edu_licenses = license
    records.edu_grants = await admin
      .collection('edu_grants')
      .create({ license: license.id, user: alice.id, seat: 1 })
    records.list_members = await admin
      .collection('list_members')
      .create({ email: alice.email, list: 3, name: 'alice', user: alice.id })
  })

  afterAll(async () => {
    await deleteUsers(admin, [alice, bob])
    await admin.collection('edu_licenses').delete(license.id)
  })

  const validCreate = (name: string): Record<string, unknown> =>
    ({
      gifts: { giver: bob.id, receiver: bob.id },
      edu_licenses: { domain: 'sneaky.test', seats: 99, valid_until: '2099-01-01 00:00:00.000Z' },
      edu_grants: { license: license.id, user: bob.id, seat: 2 },
      list_members: { email: bob.email, list: 2, name: 'bob', user: bob.id },
    })[name] ?? {}

  const collections = ['gifts', 'edu_licenses', 'edu_grants', 'list_members'] as const
  const clients = [
    ['a signed-in user', () => alice.pb],
    ['a visitor', () => signedOutClient()],
  ] as const

  describe.each(collections)('%s', (name) => {
    it.each(clients)('is hidden from %s: list and view answer 403', async (_who, client) => {
      const collection = client().collection(name)
      expect(await statusOf(collection.getList(1, 10))).toBe(403)
      expect(await statusOf(collection.getOne(records[name]?.id ?? ''))).toBe(403)
    })

    it.each(clients)('cannot be written by %s', async (_who, client) => {
      const collection = client().collection(name)
      const id = records[name]?.id ?? ''
      const before = await admin.collection(name).getFullList()

      expect(await statusOf(collection.create(validCreate(name)))).toBe(403)
      expect(await statusOf(collection.update(id, validCreate(name)))).toBe(403)
      expect(await statusOf(collection.delete(id))).toBe(403)

      expect(await admin.collection(name).getFullList()).toEqual(before)
    })
  })

  it('cannot be reached through a filter on the user’s own record', async () => {
    const users = alice.pb.collection('users')
    for (const filter of [
      `gifts_via_receiver.giver = "${bob.id}"`,
      'edu_grants_via_user.license.seats > 0',
      'list_members_via_user.list = 3',
      '@collection.gifts.receiver ?= id',
      '@collection.edu_licenses.seats > 0',
    ]) {
      expect(await statusOf(users.getList(1, 1, { filter })), filter).not.toBe('ok')
    }
  })

  it('does not come along in an expand of the user’s own record', async () => {
    const own = await alice.pb
      .collection('users')
      .getOne(alice.id, { expand: 'gifts_via_receiver,edu_grants_via_user,list_members_via_user' })
    expect(own.expand ?? {}).toEqual({})
  })
})

describe('deleting an account', () => {
  it('works while gifts, an edu grant and list memberships name the user, and tidies them', async () => {
    const admin = await adminClient()
    const leaver = await signUp('leaver')
    const friend = await signUp('friend')
    const license = await admin.collection('edu_licenses').create({
      domain: `leave-${crypto.randomUUID().slice(0, 8)}.test`,
      seats: 1,
      valid_until: '2031-08-01 00:00:00.000Z',
    })
    const received = await admin
      .collection('gifts')
      .create({ giver: friend.id, receiver: leaver.id })
    const given = await admin.collection('gifts').create({ giver: leaver.id, receiver: friend.id })
    await admin.collection('edu_grants').create({ license: license.id, user: leaver.id, seat: 1 })
    await admin
      .collection('list_members')
      .create({ email: leaver.email, list: 3, name: 'leaver', user: leaver.id })

    await leaver.pb.collection('users').delete(leaver.id)

    const byUser = (name: string, field: string) =>
      admin
        .collection(name)
        .getFullList({ filter: admin.filter(`${field} = {:id}`, { id: leaver.id }) })
    expect(await statusOf(admin.collection('users').getOne(leaver.id))).toBe(404)
    expect(await statusOf(admin.collection('gifts').getOne(received.id))).toBe(404)
    expect(await byUser('edu_grants', 'user')).toEqual([])
    expect(await byUser('list_members', 'user')).toEqual([])
    // The friend's trial was used all the same; the gift stays, without its giver.
    expect(await admin.collection('gifts').getOne(given.id)).toMatchObject({
      giver: '',
      receiver: friend.id,
    })

    await deleteUsers(admin, [friend])
    await admin.collection('edu_licenses').delete(license.id)
  })
})
