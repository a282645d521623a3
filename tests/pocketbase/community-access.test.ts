import type PocketBase from 'pocketbase'
import { ClientResponseError, type RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  adminClient,
  deleteUsers,
  signedOutClient,
  signUp,
  statusOf,
  type TestUser,
  updateSong,
} from '../support/pocketbase.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString()

const listingsOf = (pb: PocketBase) => pb.collection('community_songs')
const likesOf = (pb: PocketBase) => pb.collection('community_likes')
const reportsOf = (pb: PocketBase) => pb.collection('community_reports')

/** The field codes of a refused create: the app tells a duplicate by `validation_not_unique`. */
async function refusedFields(call: Promise<unknown>): Promise<Record<string, string> | 'ok'> {
  try {
    await call
    return 'ok'
  } catch (error) {
    if (!(error instanceof ClientResponseError) || error.status !== 400) throw error
    const fields = Object.entries(error.response.data ?? {}) as [string, { code: string }][]
    return Object.fromEntries(fields.map(([name, { code }]) => [name, code]))
  }
}

// The community: premium and trial users read, publish, like and report; only the hooks write a listing.
describe('community API rules and hooks', () => {
  let admin: PocketBase
  let alice: TestUser // premium
  let bob: TestUser // trial
  let frida: TestUser // free
  let lapsed: TestUser // premium that ended yesterday
  let song: RecordModel
  let draft: RecordModel
  let bobSong: RecordModel
  let listing: RecordModel
  const extraUsers: TestUser[] = []

  const newSong = (user: TestUser, fields: Record<string, unknown> = {}) =>
    user.pb.collection('songs').create({ user: user.id, ...fields })
  const listingNow = (id: string) => listingsOf(admin).getOne(id)
  const premiumUser = async (label: string) => {
    const user = await signUp(label)
    await admin.collection('users').update(user.id, { premium_until: inDays(30) })
    extraUsers.push(user)
    return user
  }

  beforeAll(async () => {
    admin = await adminClient()
    ;[alice, bob, frida, lapsed] = await Promise.all([
      signUp('alice'),
      signUp('bob'),
      signUp('frida'),
      signUp('lapsed'),
    ])
    await admin.collection('users').update(alice.id, { premium_until: inDays(30) })
    await admin.collection('users').update(bob.id, { trial_until: inDays(12) })
    await admin
      .collection('users')
      .update(lapsed.id, { premium_until: inDays(-1), trial_until: inDays(-1) })

    song = await newSong(alice, {
      name: 'Morning Coffee',
      description: 'A bright pop tune.',
      tags: ['pop'],
      instrument: 1,
      bpm: 96,
      timesignature: '4/4',
      key: 'C',
      tablecontent: [[['C'], ['Am']]],
      labelcontent: [{ label: 'Verse', repeat: 2 }],
    })
    draft = await newSong(alice, { name: 'Unfinished draft' })
    bobSong = await newSong(bob, { name: 'Bob private song' })
    listing = await listingsOf(alice.pb).create({ song_id: song.id })
  })

  afterAll(async () => {
    await deleteUsers(admin, [alice, bob, frida, lapsed, ...extraUsers])
  })

  describe('who sees the community', () => {
    it.each([
      ['a premium user', () => alice.pb],
      ['a trial user', () => bob.pb],
    ])('lists and shows listings to %s', async (_who, client) => {
      const { items } = await listingsOf(client()).getList(1, 50, {
        filter: `author = "${alice.id}"`,
      })
      expect(items.map((item) => item.id)).toEqual([listing.id])
      expect((await listingsOf(client()).getOne(listing.id)).name).toBe('Morning Coffee')
    })

    it.each([
      ['a user without premium or trial', () => frida.pb],
      ['a user whose premium and trial ended', () => lapsed.pb],
      ['a visitor', () => signedOutClient()],
    ])('shows %s no listing and lets them publish nothing', async (_who, client) => {
      const listings = listingsOf(client())
      expect((await listings.getList(1, 50)).totalItems).toBe(0)
      expect(await statusOf(listings.getOne(listing.id))).toBe(404)

      const own = await newSong(frida, { name: 'Frida song' })
      expect(await statusOf(listings.create({ song_id: own.id }))).toBe(400)
      expect(await listingsOf(admin).getFullList({ filter: `song_id = "${own.id}"` })).toEqual([])
    })
  })

  describe('publishing', () => {
    it('copies the song and its owner into the listing, ignoring what the client forged', async () => {
      const forged = await newSong(alice, { name: 'Real name', bpm: 120, key: 'Am' })
      const created = await listingsOf(alice.pb).create({
        song_id: forged.id,
        author: bob.id,
        author_name: 'Someone famous',
        likes: 9999,
        name: 'Forged name',
        bpm: 1,
      })

      expect(await listingNow(created.id)).toMatchObject({
        song_id: forged.id,
        author: alice.id,
        author_name: 'alice',
        likes: 0,
        name: 'Real name',
        bpm: 120,
        key: 'Am',
      })
    })

    it('copies every content field of the song', () => {
      expect(listing).toMatchObject({
        name: 'Morning Coffee',
        description: 'A bright pop tune.',
        tags: ['pop'],
        instrument: 1,
        bpm: 96,
        timesignature: '4/4',
        key: 'C',
        version: 1,
        tablecontent: [[['C'], ['Am']]],
        labelcontent: [{ label: 'Verse', repeat: 2 }],
      })
    })

    it('refuses to publish another user’s song, or one that does not exist', async () => {
      expect(await statusOf(listingsOf(alice.pb).create({ song_id: bobSong.id }))).toBe(403)
      expect(await statusOf(listingsOf(alice.pb).create({ song_id: 'a'.repeat(15) }))).toBe(404)
      expect(await listingsOf(admin).getFullList({ filter: `song_id = "${bobSong.id}"` })).toEqual(
        [],
      )
    })

    it('refuses a second listing of the same song', async () => {
      expect(await refusedFields(listingsOf(alice.pb).create({ song_id: song.id }))).toEqual({
        song_id: 'validation_not_unique',
      })
      const copies = await listingsOf(admin).getFullList({ filter: `song_id = "${song.id}"` })
      expect(copies.map((copy) => copy.id)).toEqual([listing.id])
    })

    it('lists only published songs, and leaves the songs themselves private', async () => {
      const all = await listingsOf(bob.pb).getFullList({ filter: `author = "${alice.id}"` })
      expect(all.map((item) => item.song_id)).not.toContain(draft.id)
      expect(all.map((item) => item.song_id)).toContain(song.id)

      const songs = bob.pb.collection('songs')
      expect(await statusOf(songs.getOne(song.id))).toBe(404)
      expect(await statusOf(songs.getOne(draft.id))).toBe(404)
      expect((await songs.getFullList()).map((own) => own.id)).toEqual([bobSong.id])
    })
  })

  describe('filters', () => {
    // Each filter holds for a listing if PocketBase resolved it: answering would leak what it probes.
    it.each([
      ['a join on users’ e-mails', '@collection.users.email ~ "@songpad-tests.test"', 403],
      ['a join on private songs', '@collection.songs.name = "Unfinished draft"', 403],
      ['a join on likes', `@collection.community_likes.user ?= "${'x'.repeat(15)}"`, 403],
      ['a back-relation to likes', 'community_likes_via_song.user != ""', 400],
      [
        'a likers’ private songs',
        'community_likes_via_song.user.songs_via_user.name = "Bob private song"',
        400,
      ],
      ['a back-relation to reports', 'community_reports_via_song_id.reporter != ""', 400],
      ['a path through the author id', 'author.email ~ "@songpad-tests.test"', 400],
      ['a path through the song id', 'song_id.name = "Morning Coffee"', 400],
    ])('refuses %s on listings', async (_what, filter, status) => {
      expect(await statusOf(listingsOf(bob.pb).getList(1, 50, { filter }))).toBe(status)
    })

    it('refuses a sort by likers', async () => {
      const sort = 'community_likes_via_song.user'
      expect(await statusOf(listingsOf(bob.pb).getList(1, 50, { sort }))).toBe(400)
    })

    it('reaches no listing, like or report from the user’s own record, songs or likes', async () => {
      const like = await likesOf(bob.pb).create({ song: listing.id, user: bob.id })
      const probes = [
        ['users', 'community_likes_via_user.song != ""'],
        ['users', 'community_songs_via_author.name != ""'],
        ['users', 'community_reports_via_reporter.reason != ""'],
        ['songs', 'user.community_likes_via_user.song != ""'],
        ['community_likes', 'song.author != ""'],
        ['community_likes', 'user.songs_via_user.name != ""'],
      ] as const
      try {
        for (const [collection, filter] of probes) {
          const call = bob.pb.collection(collection).getList(1, 50, { filter })
          expect(await statusOf(call), `${collection}: ${filter}`).toBe(400)
        }
      } finally {
        await likesOf(bob.pb).delete(like.id)
      }
    })
  })

  describe('changing a listing', () => {
    it('lets no one update a listing, not even its author, so likes cannot be set', async () => {
      for (const user of [alice, bob]) {
        const attempt = listingsOf(user.pb).update(listing.id, { likes: 500, name: 'Renamed' })
        expect(await statusOf(attempt)).toBe(403)
      }
      expect(await listingNow(listing.id)).toMatchObject({ likes: 0, name: 'Morning Coffee' })
    })

    it('lets only the author unpublish; reports keep their snapshot', async () => {
      const doomed = await listingsOf(alice.pb).create({ song_id: draft.id })
      await reportsOf(bob.pb).create({ song_id: doomed.id, reporter: bob.id, reason: 'other' })

      expect(await statusOf(listingsOf(bob.pb).delete(doomed.id))).toBe(404)
      expect(await statusOf(listingsOf(frida.pb).delete(doomed.id))).toBe(404)
      expect((await listingNow(doomed.id)).id).toBe(doomed.id)

      await listingsOf(alice.pb).delete(doomed.id)
      expect(await statusOf(listingNow(doomed.id))).toBe(404)
      const kept = await reportsOf(admin).getFullList({ filter: `song_id = "${doomed.id}"` })
      expect(kept).toMatchObject([{ song_name: 'Unfinished draft', author: alice.id }])
      // The song itself stays with its owner.
      expect((await alice.pb.collection('songs').getOne(draft.id)).name).toBe('Unfinished draft')
    })
  })

  describe('likes', () => {
    const likesCount = async () => (await listingNow(listing.id)).likes
    let crowd: TestUser[] = []

    // Signing up hashes passwords, slow on a busy machine: done once, outside the tests' time limit.
    beforeAll(async () => {
      crowd = await Promise.all(['carol', 'dave'].map((label) => premiumUser(label)))
    })

    it('are counted by the server: 0, 1, 2 and back down on unlike', async () => {
      expect(await likesCount()).toBe(0)
      const bobLike = await likesOf(bob.pb).create({ song: listing.id, user: bob.id })
      expect(await likesCount()).toBe(1)
      const aliceLike = await likesOf(alice.pb).create({ song: listing.id, user: alice.id })
      expect(await likesCount()).toBe(2)
      expect((await listingsOf(bob.pb).getOne(listing.id)).likes).toBe(2)

      await likesOf(bob.pb).delete(bobLike.id)
      expect(await likesCount()).toBe(1)
      await likesOf(alice.pb).delete(aliceLike.id)
      expect(await likesCount()).toBe(0)
    })

    it('settle on the right count when many arrive at once', async () => {
      const likers = [alice, bob, ...crowd]
      const likes = await Promise.all(
        likers.map((u) => likesOf(u.pb).create({ song: listing.id, user: u.id })),
      )
      expect(await likesCount()).toBe(likers.length)

      await Promise.all(
        likes.map((like, i) => likers[i]?.pb.collection('community_likes').delete(like.id)),
      )
      expect(await likesCount()).toBe(0)
    })

    it('refuses a like in another user’s name, a second like, and one without premium', async () => {
      const like = await likesOf(bob.pb).create({ song: listing.id, user: bob.id })

      expect(await statusOf(likesOf(bob.pb).create({ song: listing.id, user: alice.id }))).toBe(400)
      expect(
        await refusedFields(likesOf(bob.pb).create({ song: listing.id, user: bob.id })),
      ).toEqual({ song: 'validation_not_unique', user: 'validation_not_unique' })
      expect(await statusOf(likesOf(frida.pb).create({ song: listing.id, user: frida.id }))).toBe(
        400,
      )
      expect(
        await statusOf(likesOf(signedOutClient()).create({ song: listing.id, user: '' })),
      ).toBe(400)
      expect(await likesCount()).toBe(1)
      const all = await likesOf(admin).getFullList({ filter: `song = "${listing.id}"` })
      expect(all.map((row) => row.user)).toEqual([bob.id])

      await likesOf(bob.pb).delete(like.id)
    })

    it('are private to the liker, who alone can take one back', async () => {
      const like = await likesOf(bob.pb).create({ song: listing.id, user: bob.id })

      expect((await likesOf(alice.pb).getFullList()).map((row) => row.id)).not.toContain(like.id)
      expect(await statusOf(likesOf(alice.pb).getOne(like.id))).toBe(404)
      expect(await statusOf(likesOf(alice.pb).delete(like.id))).toBe(404)
      expect(await statusOf(likesOf(bob.pb).update(like.id, { song: draft.id }))).toBe(403)
      expect((await likesOf(bob.pb).getFullList()).map((row) => row.id)).toEqual([like.id])

      await likesOf(bob.pb).delete(like.id)
    })

    it('refuse a song that is not in the community', async () => {
      const attempt = likesOf(bob.pb).create({ song: 'b'.repeat(15), user: bob.id })
      expect(await statusOf(attempt)).toBe(404)
    })

    it('go when the listing goes', async () => {
      const other = await newSong(alice, { name: 'Short-lived' })
      const shortLived = await listingsOf(alice.pb).create({ song_id: other.id })
      const like = await likesOf(bob.pb).create({ song: shortLived.id, user: bob.id })

      await listingsOf(alice.pb).delete(shortLived.id)

      expect(await statusOf(likesOf(admin).getOne(like.id))).toBe(404)
    })
  })

  describe('reports', () => {
    it('are taken once per user and song, with the server’s snapshot of the listing', async () => {
      const report = await reportsOf(bob.pb).create({
        song_id: listing.id,
        reporter: bob.id,
        reason: 'spam',
        details: 'Posted ten times.',
        song_name: 'Forged name',
        author: bob.id,
      })

      expect(await reportsOf(admin).getOne(report.id)).toMatchObject({
        reporter: bob.id,
        reason: 'spam',
        details: 'Posted ten times.',
        song_name: 'Morning Coffee',
        author: alice.id,
      })
      const again = reportsOf(bob.pb).create({
        song_id: listing.id,
        reporter: bob.id,
        reason: 'other',
      })
      expect(await refusedFields(again)).toEqual({
        song_id: 'validation_not_unique',
        reporter: 'validation_not_unique',
      })
    })

    it('refuses a report in another user’s name, a bad reason, or without premium', async () => {
      const report = (user: TestUser, fields: Record<string, unknown>) =>
        statusOf(reportsOf(user.pb).create({ song_id: listing.id, reason: 'spam', ...fields }))

      // Lapsed has filed nothing, so only the rule can refuse a report in their name.
      expect(await report(alice, { reporter: lapsed.id })).toBe(400)
      expect(await report(alice, { reporter: alice.id, reason: 'meh' })).toBe(400)
      expect(await report(frida, { reporter: frida.id })).toBe(400)

      const filed = await reportsOf(admin).getFullList({ filter: `song_id = "${listing.id}"` })
      const reporters = filed.map((row) => row.reporter)
      for (const user of [alice, frida, lapsed]) expect(reporters).not.toContain(user.id)
    })

    it('refuses a report on a song that is not in the community', async () => {
      const attempt = reportsOf(bob.pb).create({
        song_id: 'c'.repeat(15),
        reporter: bob.id,
        reason: 'spam',
      })
      expect(await statusOf(attempt)).toBe(404)
    })

    it('can be read by no user, not even the reporter', async () => {
      const [report] = await reportsOf(admin).getFullList({
        filter: `reporter = "${bob.id}" && song_id = "${listing.id}"`,
      })
      for (const user of [alice, bob]) {
        expect(await statusOf(reportsOf(user.pb).getList(1, 50))).toBe(403)
        expect(await statusOf(reportsOf(user.pb).getOne(report?.id ?? ''))).toBe(403)
        expect(
          await statusOf(reportsOf(user.pb).update(report?.id ?? '', { reason: 'other' })),
        ).toBe(403)
        expect(await statusOf(reportsOf(user.pb).delete(report?.id ?? ''))).toBe(403)
      }
    })
  })

  describe('keeping listings in step', () => {
    it('updates the listing when its song is saved, keeping author and likes', async () => {
      const like = await likesOf(bob.pb).create({ song: listing.id, user: bob.id })
      await updateSong(alice.pb, song.id, {
        name: 'Morning Coffee (take 2)',
        bpm: 100,
        tags: null,
        tablecontent: [[['D'], ['Bm']]],
      })

      expect(await listingsOf(bob.pb).getOne(listing.id)).toMatchObject({
        name: 'Morning Coffee (take 2)',
        bpm: 100,
        tags: null,
        tablecontent: [[['D'], ['Bm']]],
        key: 'C',
        author: alice.id,
        likes: 1,
      })
      await likesOf(bob.pb).delete(like.id)
    })

    it('renames the author on their listings when they change their name', async () => {
      await alice.pb.collection('users').update(alice.id, { name: 'Alice Cooper' })
      expect((await listingNow(listing.id)).author_name).toBe('Alice Cooper')
    })

    it('removes the listing and its likes when the song is deleted', async () => {
      const doomedSong = await newSong(alice, { name: 'Doomed' })
      const doomed = await listingsOf(alice.pb).create({ song_id: doomedSong.id })
      const like = await likesOf(bob.pb).create({ song: doomed.id, user: bob.id })

      await alice.pb.collection('songs').delete(doomedSong.id)

      expect(await statusOf(listingNow(doomed.id))).toBe(404)
      expect(await statusOf(likesOf(admin).getOne(like.id))).toBe(404)
    })

    it('removes an account’s listings, likes and reports with the account', async () => {
      const leaver = await premiumUser('leaver')
      const leaverSong = await newSong(leaver, { name: 'Leaving soon' })
      const leaverListing = await listingsOf(leaver.pb).create({ song_id: leaverSong.id })
      const bobLike = await likesOf(bob.pb).create({ song: leaverListing.id, user: bob.id })
      await likesOf(leaver.pb).create({ song: listing.id, user: leaver.id })
      const report = await reportsOf(leaver.pb).create({
        song_id: listing.id,
        reporter: leaver.id,
        reason: 'copyright',
      })
      expect((await listingNow(listing.id)).likes).toBe(1)

      await leaver.pb.collection('users').delete(leaver.id)

      expect(await statusOf(listingNow(leaverListing.id))).toBe(404)
      expect(await statusOf(likesOf(admin).getOne(bobLike.id))).toBe(404)
      expect(await statusOf(reportsOf(admin).getOne(report.id))).toBe(404)
      expect(await likesOf(admin).getFullList({ filter: `user = "${leaver.id}"` })).toEqual([])
      expect((await listingNow(listing.id)).likes).toBe(0)
    })
  })
})
