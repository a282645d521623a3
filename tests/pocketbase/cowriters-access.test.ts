import { createRequire } from 'node:module'
import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mailsTo } from '../support/mail.ts'
import {
  adminClient,
  deleteUsers,
  pbUrl,
  signedOutClient,
  signUp,
  statusOf,
  type TestUser,
  updateSong,
} from '../support/pocketbase.ts'

const hooks = createRequire(import.meta.url)
const { LIMITS } = hooks('../../pb_hooks/rate-limits.cjs') as {
  LIMITS: { cowriterInvitesPerTarget: { max: number; windowSeconds: number } }
}

type Invitation = { id: string; song: string; email: string; name: string; status: string }

async function call(pb: PocketBase, route: string, body: object): Promise<Invitation> {
  return pb.send(`/api/songpad/cowriters/${route}`, { method: 'POST', body })
}

const invite = (pb: PocketBase, song: string, email: string) => call(pb, 'invite', { song, email })

/** The token of the newest invitation mailed to `email`, from its /co-write/ link. */
async function invitationToken(email: string): Promise<string> {
  const link = await vi.waitFor(
    async () => {
      const newest = (await mailsTo(email))
        .flatMap((mail) => mail.links)
        .filter((candidate) => candidate.includes('/co-write/'))
        .at(-1)
      if (!newest) throw new Error(`No invitation mail to ${email}`)
      return newest
    },
    { timeout: 4_000, interval: 100 },
  )
  return link.split('/co-write/')[1] ?? ''
}

const IN_A_WEEK = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString()

describe('co-writers', () => {
  let admin: PocketBase
  let owner: TestUser
  let cowriter: TestUser
  let stranger: TestUser
  let song: RecordModel
  let membership: Invitation

  beforeAll(async () => {
    admin = await adminClient()
    owner = await signUp('owner')
    cowriter = await signUp('cowriter')
    stranger = await signUp('stranger')
    for (const user of [owner, cowriter, stranger]) {
      await admin.collection('users').update(user.id, { trial_until: IN_A_WEEK() })
    }
    song = await owner.pb.collection('songs').create({ user: owner.id, name: 'Our song' })
    membership = await invite(owner.pb, song.id, cowriter.email.toUpperCase())
    await call(cowriter.pb, 'accept', { token: await invitationToken(cowriter.email) })
  })

  afterAll(async () => {
    await deleteUsers(admin, [owner, cowriter, stranger])
  })

  describe('inviting', () => {
    it('mails the invitee a link to accept, and lists the invitation as pending for the owner', async () => {
      const email = `${stranger.email.split('@')[0]}-pending@songpad-tests.test`
      const created = await invite(owner.pb, song.id, email)

      expect(created).toMatchObject({ song: song.id, email, status: 'pending', name: '' })
      const [mail] = await mailsTo(email)
      expect(mail?.subject).toContain('Our song')
      expect(mail?.links.some((link) => link.includes('/co-write/'))).toBe(true)
      const listed = await owner.pb
        .collection('song_cowriters')
        .getFullList({ filter: owner.pb.filter('song = {:song}', { song: song.id }) })
      expect(listed.map((row) => [row.email, row.status]).sort()).toEqual(
        [
          [cowriter.email, 'accepted'],
          [email, 'pending'],
        ].sort(),
      )
    })

    it('answers a caller’s mistakes with 4xx and a message', async () => {
      const refused = async (pb: PocketBase, songId: string, email: string) => {
        try {
          await invite(pb, songId, email)
          return 'ok'
        } catch (error) {
          const { status, response } = error as { status: number; response: { message: string } }
          return `${status} ${response.message}`
        }
      }
      expect(await refused(owner.pb, song.id, 'not an address')).toMatch(/^400 Enter the e-mail/)
      expect(await refused(owner.pb, song.id, owner.email)).toMatch(/^400 This is your own/)
      expect(await refused(owner.pb, song.id, cowriter.email)).toMatch(/^409 /)
      expect(await refused(owner.pb, 'nosuchsong0000x', 'a@b.test')).toMatch(/^404 /)
      expect(await refused(signedOutClient(), song.id, 'a@b.test')).toMatch(/^401 /)
    })

    it('lets only the owner invite: a co-writer is refused, a stranger finds no song', async () => {
      expect(await statusOf(invite(cowriter.pb, song.id, 'friend@songpad-tests.test'))).toBe(403)
      expect(await statusOf(invite(stranger.pb, song.id, 'friend@songpad-tests.test'))).toBe(404)
      const [friendMail] = await mailsTo('friend@songpad-tests.test')
      expect(friendMail).toBeUndefined()
    })

    it(`sends one address at most ${LIMITS.cowriterInvitesPerTarget.max} invitations a day`, async () => {
      const target = `flooded-${owner.id}@songpad-tests.test`
      for (let n = 0; n < LIMITS.cowriterInvitesPerTarget.max; n++) {
        await invite(owner.pb, song.id, target)
      }
      const response = await fetch(`${pbUrl}/api/songpad/cowriters/invite`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: owner.pb.authStore.token },
        body: JSON.stringify({ song: song.id, email: target }),
      })
      expect(response.status).toBe(429)
      expect((await response.json()).message).toMatch(/^Too many attempts/)
      expect(await mailsTo(target)).toHaveLength(LIMITS.cowriterInvitesPerTarget.max)
    })

    it('keeps invitations server-side: no one writes song_cowriters through the records API', async () => {
      const rows = owner.pb.collection('song_cowriters')
      const fields = { song: song.id, owner: owner.id, email: 'x@y.test', status: 'accepted' }
      expect(await statusOf(rows.create({ ...fields, user: stranger.id }))).toBe(403)
      expect(await statusOf(rows.update(membership.id, { user: stranger.id }))).toBe(403)
      expect(await statusOf(rows.delete(membership.id))).toBe(403)
    })
  })

  describe('accepting', () => {
    it('needs premium or a trial', async () => {
      const free = await signUp('free-invitee')
      try {
        await invite(owner.pb, song.id, free.email)
        const token = await invitationToken(free.email)
        expect(await statusOf(call(free.pb, 'accept', { token }))).toBe(403)
        expect(await statusOf(free.pb.collection('songs').getOne(song.id))).toBe(404)

        await admin.collection('users').update(free.id, { trial_until: IN_A_WEEK() })
        await call(free.pb, 'accept', { token })
        expect((await free.pb.collection('songs').getOne(song.id)).name).toBe(song.name)
      } finally {
        await deleteUsers(admin, [free])
      }
    })

    it('takes only the account the invitation was sent to, and each link once', async () => {
      const invitee = await signUp('invitee')
      try {
        await admin.collection('users').update(invitee.id, { premium_until: IN_A_WEEK() })
        await invite(owner.pb, song.id, invitee.email)
        const token = await invitationToken(invitee.email)

        expect(await statusOf(call(stranger.pb, 'accept', { token }))).toBe(403)
        expect(await statusOf(call(signedOutClient(), 'accept', { token }))).toBe(401)
        expect(await statusOf(call(invitee.pb, 'accept', { token: 'x'.repeat(40) }))).toBe(404)
        expect(await statusOf(call(invitee.pb, 'accept', { token: 7 }))).toBe(404)

        expect((await call(invitee.pb, 'accept', { token })).status).toBe('accepted')
        expect(await statusOf(call(invitee.pb, 'accept', { token }))).toBe(404)
      } finally {
        await deleteUsers(admin, [invitee])
      }
    })
  })

  describe('what a co-writer may do', () => {
    it('reads the song and finds it in the list of songs', async () => {
      expect((await cowriter.pb.collection('songs').getOne(song.id)).id).toBe(song.id)
      const listed = await cowriter.pb.collection('songs').getFullList({ fields: 'id' })
      expect(listed.map((row) => row.id)).toContain(song.id)
    })

    it('saves the song and its words, on its revision like the owner', async () => {
      const tablecontent = [{ id: 's1', bars: [{ id: 'b1', chords: ['C'], words: ['Hello '] }] }]
      const saved = await updateSong(cowriter.pb, song.id, {
        name: 'Our song, verse 2',
        version: 2,
        tablecontent,
      })

      expect(saved.tablecontent).toEqual(tablecontent)
      expect((await admin.collection('songs').getOne(song.id)).name).toBe('Our song, verse 2')
    })

    it('cannot delete, share, move or open the song to others', async () => {
      const songs = cowriter.pb.collection('songs')
      const before = await admin.collection('songs').getOne(song.id)
      const slug = 'a'.repeat(22)

      expect(await statusOf(songs.delete(song.id))).toBe(404)
      expect(await statusOf(updateSong(cowriter.pb, song.id, { share_slug: slug }))).toBe(404)
      expect(await statusOf(updateSong(cowriter.pb, song.id, { user: cowriter.id }))).toBe(404)
      expect(await statusOf(updateSong(cowriter.pb, song.id, { 'user-': owner.id }))).toBe(404)
      expect(
        await statusOf(updateSong(cowriter.pb, song.id, { cowriter_ids: `${stranger.id}` })),
      ).toBe(404)

      const after = await admin.collection('songs').getOne(song.id)
      expect([after.user, after.share_slug, after.cowriter_ids]).toEqual([
        before.user,
        before.share_slug,
        before.cowriter_ids,
      ])
    })

    it('sees their own invitation only, never the other co-writers’ addresses', async () => {
      const rows = await cowriter.pb.collection('song_cowriters').getFullList()

      expect(rows.map((row) => row.email)).toEqual([cowriter.email])
    })

    it('leaves a song no stranger can read or change', async () => {
      expect(await statusOf(stranger.pb.collection('songs').getOne(song.id))).toBe(404)
      expect(await statusOf(updateSong(stranger.pb, song.id, { name: 'Taken' }))).toBe(404)
      expect(await stranger.pb.collection('song_cowriters').getFullList()).toEqual([])
    })
  })

  describe('the owner', () => {
    it('cannot add co-writers by writing the song: only an accepted invitation does', async () => {
      expect(await statusOf(updateSong(owner.pb, song.id, { cowriter_ids: stranger.id }))).toBe(404)
      const planted = owner.pb
        .collection('songs')
        .create({ user: owner.id, name: 'Planted', cowriter_ids: stranger.id })
      expect(await statusOf(planted)).toBe(400)
    })

    it('removes a co-writer, whose access ends at once', async () => {
      const guest = await signUp('guest')
      try {
        await admin.collection('users').update(guest.id, { trial_until: IN_A_WEEK() })
        const { id } = await invite(owner.pb, song.id, guest.email)
        await call(guest.pb, 'accept', { token: await invitationToken(guest.email) })
        expect((await guest.pb.collection('songs').getOne(song.id)).id).toBe(song.id)

        expect(await statusOf(call(cowriter.pb, 'remove', { id }))).toBe(404)
        await call(owner.pb, 'remove', { id })

        expect(await statusOf(guest.pb.collection('songs').getOne(song.id))).toBe(404)
        expect(await statusOf(updateSong(guest.pb, song.id, { name: 'Late' }))).toBe(404)
        expect(await guest.pb.collection('song_cowriters').getFullList()).toEqual([])
      } finally {
        await deleteUsers(admin, [guest])
      }
    })

    it('deleting the song deletes its invitations', async () => {
      const doomed = await owner.pb.collection('songs').create({ user: owner.id, name: 'Doomed' })
      await invite(owner.pb, doomed.id, `doomed-${owner.id}@songpad-tests.test`)
      await owner.pb.collection('songs').delete(doomed.id)

      const left = await admin.collection('song_cowriters').getFullList({
        filter: admin.filter('song = {:song}', { song: doomed.id }),
      })
      expect(left).toEqual([])
    })
  })
})

describe('presence', () => {
  let admin: PocketBase
  let owner: TestUser
  let cowriter: TestUser
  let stranger: TestUser
  let song: RecordModel

  beforeAll(async () => {
    admin = await adminClient()
    owner = await signUp('presence-owner')
    cowriter = await signUp('presence-cowriter')
    stranger = await signUp('presence-stranger')
    await admin.collection('users').update(cowriter.id, { trial_until: IN_A_WEEK() })
    song = await owner.pb.collection('songs').create({ user: owner.id, name: 'Present' })
    await invite(owner.pb, song.id, cowriter.email)
    await call(cowriter.pb, 'accept', { token: await invitationToken(cowriter.email) })
  })

  afterAll(async () => {
    await deleteUsers(admin, [owner, cowriter, stranger])
  })

  const here = (user: TestUser, bar: string, extra: object = {}) =>
    user.pb.collection('presence').create({ song: song.id, user: user.id, bar, ...extra })

  it('lets the owner and a co-writer say which bar they are on, named by the server', async () => {
    const mine = await here(owner, 'b1', { name: 'Someone else', members: stranger.id })
    await here(cowriter, 'b2')

    expect(mine.name).toBe('presence-owner')
    const seen = await owner.pb.collection('presence').getFullList({ sort: 'bar' })
    expect(seen.map((row) => [row.name, row.bar])).toEqual([
      ['presence-owner', 'b1'],
      ['presence-cowriter', 'b2'],
    ])
    expect(await cowriter.pb.collection('presence').getFullList()).toHaveLength(2)
    expect(
      (await cowriter.pb.collection('presence').update(seen[1]?.id ?? '', { bar: 'b3' })).bar,
    ).toBe('b3')
  })

  it('keeps strangers out: they neither write nor read anyone’s place', async () => {
    expect(await statusOf(here(stranger, 'b1'))).toBe(404)
    expect(await stranger.pb.collection('presence').getFullList()).toEqual([])
    const [ownerRow] = await owner.pb
      .collection('presence')
      .getFullList({ filter: owner.pb.filter('user = {:id}', { id: owner.id }) })
    const rows = stranger.pb.collection('presence')
    expect(await statusOf(rows.update(ownerRow?.id ?? '', { bar: 'b9' }))).toBe(404)
    expect(await statusOf(cowriter.pb.collection('presence').delete(ownerRow?.id ?? ''))).toBe(404)
    expect(await statusOf(here(cowriter, 'b1', { user: owner.id }))).toBe(400)
  })

  it('drops a removed co-writer’s place, and they read no one’s any more', async () => {
    const [membership] = await owner.pb
      .collection('song_cowriters')
      .getFullList({ filter: owner.pb.filter('song = {:song}', { song: song.id }) })
    await call(owner.pb, 'remove', { id: membership?.id ?? '' })

    expect(await cowriter.pb.collection('presence').getFullList()).toEqual([])
    const left = await owner.pb.collection('presence').getFullList()
    expect(left.map((row) => row.user)).toEqual([owner.id])
  })
})
