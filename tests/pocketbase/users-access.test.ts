import { randomUUID } from 'node:crypto'
import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  adminClient,
  deleteUsers,
  findUserByEmail,
  signedOutClient,
  signUp,
  statusOf,
  type TestUser,
  uniqueEmail,
} from '../support/pocketbase.ts'

const future = () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString()

// Only the server (admin) may grant premium or a trial.
const serverOnlyFields = [
  ['premium_until', future],
  ['trial_until', future],
  ['didTrial', () => true],
  ['stripe_customer_id', () => 'cus_sneaky'],
] as const

describe('users API rules', () => {
  let admin: PocketBase
  let alice: TestUser
  let bob: TestUser

  beforeAll(async () => {
    admin = await adminClient()
    alice = await signUp('alice')
    bob = await signUp('bob')
  })

  afterAll(async () => {
    await deleteUsers(admin, [alice, bob])
  })

  it.each(serverOnlyFields)('rejects a user writing their own %s', async (field, value) => {
    const before = await admin.collection('users').getOne(alice.id)

    const attempt = alice.pb.collection('users').update(alice.id, { [field]: value() })

    expect(await statusOf(attempt)).toBe(404)
    const after = await admin.collection('users').getOne(alice.id)
    expect(after[field]).toEqual(before[field])
  })

  it('rejects the server-only fields sent as form data too', async () => {
    const form = new FormData()
    form.append('didTrial', 'true')

    expect(await statusOf(alice.pb.collection('users').update(alice.id, form))).toBe(404)
    expect((await admin.collection('users').getOne(alice.id)).didTrial).toBe(false)
  })

  it('lets a user update their own name and newsletter flag', async () => {
    const updated = await alice.pb
      .collection('users')
      .update(alice.id, { name: 'Alice A.', subscribed_to_email_member: true })

    expect(updated.name).toBe('Alice A.')
    expect(updated.subscribed_to_email_member).toBe(true)
  })

  it.each(serverOnlyFields)('rejects a registration that sets %s', async (field, value) => {
    const email = uniqueEmail('sneaky')
    const password = `pw-${randomUUID()}`
    const attempt = signedOutClient()
      .collection('users')
      .create({ email, password, passwordConfirm: password, [field]: value() })

    expect(await statusOf(attempt)).toBe(400)
    const created = await findUserByEmail(admin, email)
    if (created) await deleteUsers(admin, [created])
    expect(created).toBeNull()
  })

  it('lets a user choose their instrument: 0 piano, 1 guitar, 2 ukulele', async () => {
    for (const instrument of [2, 1, 0]) {
      const updated = await alice.pb.collection('users').update(alice.id, { instrument })
      expect(updated.instrument).toBe(instrument)
    }
  })

  it.each([3, -1, 1.5])('rejects the instrument %s', async (instrument) => {
    const before = (await admin.collection('users').getOne(alice.id)).instrument
    const attempt = alice.pb.collection('users').update(alice.id, { instrument })

    expect(await statusOf(attempt)).toBe(400)
    expect((await admin.collection('users').getOne(alice.id)).instrument).toBe(before)
  })

  it('starts a new user on the piano, and lets registration choose otherwise', async () => {
    expect((await admin.collection('users').getOne(bob.id)).instrument).toBe(0)

    const email = uniqueEmail('guitarist')
    const password = `pw-${randomUUID()}`
    const created = await signedOutClient()
      .collection('users')
      .create({ email, password, passwordConfirm: password, instrument: 1 })
    await deleteUsers(admin, [created])

    expect(created.instrument).toBe(1)
  })

  it('lets a user read their own premium and trial dates', async () => {
    const premiumUntil = '2031-02-03 04:05:06.000Z'
    const trialUntil = '2030-01-02 03:04:05.000Z'
    await admin
      .collection('users')
      .update(alice.id, { premium_until: premiumUntil, trial_until: trialUntil })

    const own = await alice.pb.collection('users').getOne(alice.id)

    expect(own.premium_until).toBe(premiumUntil)
    expect(own.trial_until).toBe(trialUntil)
  })

  it('hides other users from view (404) and from the list', async () => {
    const users = alice.pb.collection('users')

    expect(await statusOf(users.getOne(bob.id))).toBe(404)
    expect((await users.getFullList()).map((user) => user.id)).toEqual([alice.id])
  })

  it('does not let a user update or delete another user', async () => {
    const users = alice.pb.collection('users')

    expect(await statusOf(users.update(bob.id, { name: 'Hijacked' }))).toBe(404)
    expect(await statusOf(users.delete(bob.id))).toBe(404)
    expect((await admin.collection('users').getOne(bob.id)).name).toBe('bob')
  })

  it('lets a user delete their own account', async () => {
    const leaver = await signUp('leaver')

    await leaver.pb.collection('users').delete(leaver.id)

    expect(await statusOf(admin.collection('users').getOne(leaver.id))).toBe(404)
  })
})
