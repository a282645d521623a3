import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SLOW_MAIL_DOMAIN, SLOW_MAIL_MS } from '../../scripts/stack/mail-catcher.ts'
import { mailsTo } from '../support/mail.ts'
import {
  adminClient,
  deleteUsers,
  signedOutClient,
  signUp,
  statusOf,
  type TestUser,
} from '../support/pocketbase.ts'

// A user whose mail the catcher holds, so PocketBase's save after sending comes seconds late.
const slowMailUser = () => signUp('writer', SLOW_MAIL_DOMAIN)

describe('the save after a verification or reset mail', () => {
  let admin: PocketBase
  const users: TestUser[] = []

  beforeAll(async () => {
    admin = await adminClient()
  })

  afterAll(async () => {
    await deleteUsers(admin, users)
  })

  // Waits for PocketBase's own save after the send, seen as a newer `updated`.
  async function afterTheStamp(user: TestUser, updated: string) {
    await expect
      .poll(async () => (await admin.collection('users').getOne(user.id)).updated, {
        timeout: SLOW_MAIL_MS + 10_000,
      })
      .not.toBe(updated)
    return admin.collection('users').getOne(user.id)
  }

  it('keeps the newsletter flag set while the verification mail was on its way', async () => {
    const user = await slowMailUser()
    users.push(user)

    await user.pb.collection('users').requestVerification(user.email)
    const saved = await user.pb
      .collection('users')
      .update(user.id, { subscribed_to_email_member: true })

    const after = await afterTheStamp(user, saved.updated)
    expect(after.subscribed_to_email_member).toBe(true)
    expect(after.verified).toBe(false)
  })

  it('keeps a name and a trial written while a reset mail was on its way', async () => {
    const user = await slowMailUser()
    users.push(user)
    const trialUntil = '2031-01-02 03:04:05.000Z'

    await user.pb.collection('users').requestPasswordReset(user.email)
    await user.pb.collection('users').update(user.id, { name: 'Renamed Writer' })
    const saved = await admin.collection('users').update(user.id, { trial_until: trialUntil })

    const after = await afterTheStamp(user, saved.updated)
    expect(after).toMatchObject({ name: 'Renamed Writer', trial_until: trialUntil })
    // The stored password still signs in.
    await expect(
      signedOutClient().collection('users').authWithPassword(user.email, user.password),
    ).resolves.toBeTruthy()
  })

  it('refuses a second verification mail asked for once the first is out', async () => {
    const user = await slowMailUser()
    users.push(user)
    const { updated } = await admin.collection('users').getOne(user.id)
    await user.pb.collection('users').requestVerification(user.email)
    await afterTheStamp(user, updated)

    expect(await statusOf(user.pb.collection('users').requestVerification(user.email))).toBe(429)
    expect(await mailsTo(user.email)).toHaveLength(1)
  })
})
