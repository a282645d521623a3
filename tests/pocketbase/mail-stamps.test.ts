import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SLOW_MAIL_DOMAIN, SLOW_MAIL_MS } from '../../scripts/stack/mail-catcher.ts'
import {
  adminClient,
  deleteUsers,
  signedOutClient,
  signUp,
  type TestUser,
} from '../support/pocketbase.ts'

const mailUrl = process.env.MAIL_URL ?? 'http://127.0.0.1:8026/messages'
const mailsTo = async (email: string): Promise<unknown[]> =>
  (await fetch(`${mailUrl}?to=${encodeURIComponent(email)}`)).json()

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

  it('still holds back a second verification mail asked for at once', async () => {
    const user = await slowMailUser()
    const bystander = await signUp('bystander')
    users.push(user, bystander)
    const { updated } = await admin.collection('users').getOne(user.id)
    await user.pb.collection('users').requestVerification(user.email)
    await afterTheStamp(user, updated)

    await user.pb.collection('users').requestVerification(user.email)
    // Mail asked for just after arrives just after: the bystander's shows the second had its turn.
    await bystander.pb.collection('users').requestVerification(bystander.email)
    await expect.poll(() => mailsTo(bystander.email)).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await mailsTo(user.email)).toHaveLength(1)
  })
})
