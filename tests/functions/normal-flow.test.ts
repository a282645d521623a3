import { env } from 'cloudflare:workers'
import { afterAll, describe, expect, it } from 'vitest'
import { onRequest as addToList } from '../../functions/api/add-email-list-member.ts'
import { onRequest as checkEdu } from '../../functions/api/check-edu-license.ts'
import { onRequest as claimGift } from '../../functions/api/claim-gift.ts'
import { onRequest as activePremium } from '../../functions/api/get-active-premium.ts'
import { call } from './support/call.ts'
import { adminClient, createUser, deleteCreatedUsers } from './support/users.ts'

// Everyone in one household shares one address, as behind a home router.
const HOUSEHOLD = '198.51.100.23'
const PEOPLE = 3
const SONG_SAVES = 40

/** PocketBase's public API as the app's browser in that household calls it. */
async function pb(path: string, body: unknown, token?: string, method = 'POST') {
  const response = await fetch(`${env.POCKETBASE_URL}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': HOUSEHOLD,
      ...(token ? { Authorization: token } : {}),
    },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  return {
    status: response.status,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  }
}

async function verificationToken(email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = (await (
      await fetch(`${env.MAIL_URL}?to=${encodeURIComponent(email)}`)
    ).json()) as {
      links: string[]
    }[]
    const link = mails
      .flatMap((mail) => mail.links)
      .find((url) => url.includes('/confirm-verification/'))
    if (link) return link.split('/confirm-verification/')[1] ?? ''
    await scheduler.wait(100)
  }
  throw new Error(`No verification mail to ${email}`)
}

const registered: string[] = []

afterAll(async () => {
  const admin = await adminClient()
  for (const id of registered)
    await admin
      .collection('users')
      .delete(id)
      .catch(() => undefined)
  await deleteCreatedUsers()
})

// Three registrations, each a password hash, and dozens of requests: minutes on a busy machine.
describe('a normal user flow never meets a limit', { timeout: 300_000 }, () => {
  it(`${PEOPLE} people at one address register, confirm, claim a gift, sign in and write a song`, async () => {
    const giver = await createUser()
    for (let person = 0; person < PEOPLE; person++) {
      const email = `flow-${crypto.randomUUID()}@songpad.test`
      const password = 'a-good-password'
      const step = (name: string, result: { status: number; json: unknown }, ok = [200, 204]) => {
        expect(ok, `${name}: ${JSON.stringify(result.json)}`).toContain(result.status)
        return result.json as Record<string, unknown>
      }

      // Registration, as the app's sequence runs it.
      const user = step(
        'register',
        await pb('/api/collections/users/records', {
          name: 'Flo',
          email,
          password,
          passwordConfirm: password,
        }),
      )
      registered.push(String(user.id))
      const auth = step(
        'sign in',
        await pb('/api/collections/users/auth-with-password', { identity: email, password }),
      )
      const token = String(auth.token)
      const id = String(user.id)
      step(
        'edu check',
        await call(checkEdu, '/api/check-edu-license', {
          body: { email, id },
          authorization: token,
        }),
      )
      step('verification mail', await pb('/api/collections/users/request-verification', { email }))
      step(
        'first song',
        await pb('/api/collections/songs/records', { user: id, name: 'New song' }, token),
      )
      step(
        'newsletter flag',
        await pb(
          `/api/collections/users/records/${id}`,
          { subscribed_to_email_member: true },
          token,
          'PATCH',
        ),
      )

      // The mail's link, then what waited for the confirmed address.
      step(
        'confirm',
        await pb('/api/collections/users/confirm-verification', {
          token: await verificationToken(email),
        }),
      )
      step(
        'edu again',
        await call(checkEdu, '/api/check-edu-license', {
          body: { email, id },
          authorization: token,
        }),
      )
      for (const list of [3, 2]) {
        step(
          `list ${list}`,
          await call(addToList, '/api/add-email-list-member', {
            body: { email, list, name: 'Flo' },
            authorization: token,
          }),
        )
      }
      step(
        'claim the gift',
        await call(claimGift, '/api/claim-gift', {
          rawBody: '',
          authorization: token,
          headers: { Cookie: `friendshare=${giver.id}` },
        }),
      )

      // Another day: sign in again, look at the plan, write a song with autosave.
      const again = step(
        'sign in again',
        await pb('/api/collections/users/auth-with-password', { identity: email, password }),
      )
      const session = String(again.token)
      for (let look = 0; look < 5; look++) {
        expect(
          step(
            'premium',
            await call(activePremium, '/api/get-active-premium', {
              body: { id },
              authorization: session,
            }),
          ),
        ).toMatchObject({ trial: true })
      }
      const song = step(
        'new song',
        await pb('/api/collections/songs/records', { user: id, name: 'Morning' }, session),
      )
      // Each save names the revision it was made on, as the editor's autosave does.
      let revision = song.revision
      for (let save = 0; save < SONG_SAVES; save++) {
        const saved = step(
          'autosave',
          await pb(
            `/api/collections/songs/records/${song.id}`,
            { tablecontent: [[['C'], ['Am']]], name: `Morning ${save}`, revision },
            session,
            'PATCH',
          ),
        )
        revision = saved.revision
      }
    }
  })
})
