import { randomBytes } from 'node:crypto'
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
  updateSong,
} from '../support/pocketbase.ts'

// What the app makes: 16 random bytes, base64url (22 characters).
const newSlug = () => randomBytes(16).toString('base64url')
const bySlug = (slug: string) => ({ headers: { 'X-Share-Slug': slug } })

describe('songs shared by slug', () => {
  let admin: PocketBase
  let owner: TestUser
  let other: TestUser
  let shared: RecordModel
  let unshared: RecordModel
  let slug: string

  beforeAll(async () => {
    admin = await adminClient()
    owner = await signUp('owner')
    other = await signUp('other')
    slug = newSlug()
    shared = await owner.pb
      .collection('songs')
      .create({ user: owner.id, name: 'Shared song', share_slug: slug })
    unshared = await owner.pb.collection('songs').create({ user: owner.id, name: 'Private song' })
  })

  afterAll(async () => {
    await deleteUsers(admin, [owner, other])
  })

  const visitor = () => signedOutClient().collection('songs')
  const names = (items: RecordModel[]) => items.map((song) => song.name)

  it('lets a visitor read the song with its slug, and only that song', async () => {
    const { items } = await visitor().getList(1, 30, bySlug(slug))

    expect(names(items)).toEqual(['Shared song'])
    expect((await visitor().getOne(shared.id, bySlug(slug))).name).toBe('Shared song')
  })

  it('shows a visitor nothing without the slug: no list, no view', async () => {
    expect((await visitor().getList(1, 30)).items).toEqual([])
    expect(await statusOf(visitor().getOne(shared.id))).toBe(404)
  })

  it.each([
    ['a wrong slug', () => newSlug()],
    ['an empty slug', () => ''],
    ['a prefix of the slug', () => slug.slice(0, 11)],
    ['the slug in another case', () => slug.toUpperCase()],
  ])('shows a visitor nothing for %s', async (_what, wrongSlug) => {
    const wrong = wrongSlug()

    expect((await visitor().getList(1, 30, bySlug(wrong))).items).toEqual([])
    expect(await statusOf(visitor().getOne(shared.id, bySlug(wrong)))).toBe(404)
    expect(await statusOf(visitor().getOne(unshared.id, bySlug(wrong)))).toBe(404)
  })

  it('does not open the owner’s other songs with one song’s slug', async () => {
    expect(await statusOf(visitor().getOne(unshared.id, bySlug(slug)))).toBe(404)
  })

  it('answers no filter or sort made with a slug, so nothing can be probed through it', async () => {
    // Each filter holds for the shared song; answering it would leak the owner's data.
    for (const filter of [
      'user.name = "owner"',
      `user.id = "${owner.id}"`,
      'user.songs_via_user.name = "Private song"',
      'name != ""',
    ]) {
      const { items } = await visitor().getList(1, 30, { ...bySlug(slug), filter })
      expect(items, filter).toEqual([])
    }
    // Sorted among the other user's own songs, the shared song's place would leak the sort key.
    await other.pb.collection('songs').create({ user: other.id, name: 'Other song' })
    const sorted = await other.pb
      .collection('songs')
      .getList(1, 30, { ...bySlug(slug), sort: 'user.name' })
    expect(names(sorted.items)).toEqual(['Other song'])
  })

  it('lets a signed-in user read another user’s shared song by its slug, never change it', async () => {
    const songs = other.pb.collection('songs')

    expect((await songs.getOne(shared.id, bySlug(slug))).name).toBe('Shared song')
    expect(await statusOf(songs.update(shared.id, { name: 'Hijacked' }, bySlug(slug)))).toBe(404)
    expect(await statusOf(songs.update(shared.id, { share_slug: '' }, bySlug(slug)))).toBe(404)
    expect(await statusOf(songs.delete(shared.id, bySlug(slug)))).toBe(404)
    expect(await admin.collection('songs').getOne(shared.id)).toMatchObject({
      name: 'Shared song',
      share_slug: slug,
      user: owner.id,
    })
  })

  it('shows a signed-in user who asks without their token only the shared song', async () => {
    // How the app reads a shared song: none of the reader's own songs come along.
    await other.pb.collection('songs').create({ user: other.id, name: 'Reader song' })
    const { items } = await other.pb
      .collection('songs')
      .getList(1, 30, { headers: { 'X-Share-Slug': slug, Authorization: '' } })

    expect(names(items)).toEqual(['Shared song'])
  })

  it('never lets a visitor write, even with the slug', async () => {
    const songs = signedOutClient().collection('songs')

    expect(await statusOf(songs.update(shared.id, { name: 'Defaced' }, bySlug(slug)))).toBe(404)
    expect(await statusOf(songs.delete(shared.id, bySlug(slug)))).toBe(404)
    expect(await statusOf(songs.create({ user: owner.id }, bySlug(slug)))).toBe(400)
    expect((await admin.collection('songs').getOne(shared.id)).name).toBe('Shared song')
  })

  it('does not let a user share (or unshare) another user’s song', async () => {
    const songs = other.pb.collection('songs')

    expect(await statusOf(songs.update(unshared.id, { share_slug: newSlug() }))).toBe(404)
    expect((await admin.collection('songs').getOne(unshared.id)).share_slug).toBe('')
  })

  it('makes a song unreadable once its owner stops sharing, and a new slug does not revive the old', async () => {
    const song = await owner.pb
      .collection('songs')
      .create({ user: owner.id, name: 'Brief', share_slug: newSlug() })
    const oldSlug = song.share_slug as string
    expect((await visitor().getOne(song.id, bySlug(oldSlug))).name).toBe('Brief')

    await updateSong(owner.pb, song.id, { share_slug: '' })

    expect((await visitor().getList(1, 30, bySlug(oldSlug))).items).toEqual([])
    expect(await statusOf(visitor().getOne(song.id, bySlug(oldSlug)))).toBe(404)

    const newer = newSlug()
    await updateSong(owner.pb, song.id, { share_slug: newer })
    expect(await statusOf(visitor().getOne(song.id, bySlug(oldSlug)))).toBe(404)
    expect((await visitor().getOne(song.id, bySlug(newer))).name).toBe('Brief')
  })

  it('refuses a slug that another song already has', async () => {
    const mine = await other.pb.collection('songs').create({ user: other.id, name: 'Copycat' })

    expect(await statusOf(other.pb.collection('songs').update(mine.id, { share_slug: slug }))).toBe(
      400,
    )
    expect(
      await statusOf(
        other.pb
          .collection('songs')
          .create({ user: other.id, name: 'Copycat 2', share_slug: slug }),
      ),
    ).toBe(400)
    expect((await admin.collection('songs').getOne(mine.id)).share_slug).toBe('')
    const { items } = await visitor().getList(1, 30, bySlug(slug))
    expect(names(items)).toEqual(['Shared song'])
  })

  it('lets any number of unshared songs have an empty slug', async () => {
    const songs = owner.pb.collection('songs')
    const first = await songs.create({ user: owner.id, name: 'One', share_slug: '' })
    const second = await songs.create({ user: owner.id, name: 'Two', share_slug: '' })

    expect([first.share_slug, second.share_slug]).toEqual(['', ''])
  })

  it.each([
    ['too short to be unguessable', 'abc'],
    ['21 characters', 'a'.repeat(21)],
    ['not base64url', `${'a'.repeat(21)}!`],
    ['with a space', `${'a'.repeat(11)} ${'a'.repeat(11)}`],
    ['longer than 64 characters', 'a'.repeat(65)],
  ])('refuses a slug %s', async (_what, bad) => {
    const songs = owner.pb.collection('songs')

    expect(await statusOf(songs.update(unshared.id, { share_slug: bad }))).toBe(400)
    expect(await statusOf(songs.create({ user: owner.id, share_slug: bad }))).toBe(400)
    expect((await admin.collection('songs').getOne(unshared.id)).share_slug).toBe('')
  })
})
