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

describe('songs API rules', () => {
  let admin: PocketBase
  let alice: TestUser
  let bob: TestUser
  let aliceSong: RecordModel
  let bobSong: RecordModel

  beforeAll(async () => {
    admin = await adminClient()
    alice = await signUp('alice')
    bob = await signUp('bob')
    aliceSong = await alice.pb.collection('songs').create({ user: alice.id, name: 'Alice song' })
    bobSong = await bob.pb.collection('songs').create({ user: bob.id, name: 'Bob song' })
  })

  afterAll(async () => {
    await deleteUsers(admin, [alice, bob])
  })

  it('lists only the signed-in user’s own songs', async () => {
    const songs = await alice.pb.collection('songs').getFullList()

    expect(songs.map((song) => song.id)).toEqual([aliceSong.id])
  })

  it('hides another user’s song from view, update and delete (404)', async () => {
    const songs = alice.pb.collection('songs')

    expect(await statusOf(songs.getOne(bobSong.id))).toBe(404)
    expect(await statusOf(songs.update(bobSong.id, { name: 'Taken' }))).toBe(404)
    expect(await statusOf(songs.delete(bobSong.id))).toBe(404)

    const untouched = await admin.collection('songs').getOne(bobSong.id)
    expect(untouched.name).toBe('Bob song')
    expect(untouched.user).toBe(bob.id)
  })

  it('refuses to create a song owned by another user', async () => {
    const attempt = alice.pb.collection('songs').create({ user: bob.id, name: 'Planted' })

    expect(await statusOf(attempt)).toBe(400)
    const planted = await admin.collection('songs').getList(1, 1, {
      filter: admin.filter('user = {:user} && name = "Planted"', { user: bob.id }),
    })
    expect(planted.totalItems).toBe(0)
  })

  it('refuses to move the user’s own song to another user', async () => {
    const songs = alice.pb.collection('songs')

    expect(await statusOf(songs.update(aliceSong.id, { user: bob.id }))).toBe(404)
    expect(await statusOf(songs.update(aliceSong.id, { 'user-': alice.id }))).toBe(404)
    expect((await admin.collection('songs').getOne(aliceSong.id)).user).toBe(alice.id)
  })

  it('lets the owner update their song, naming themselves as owner', async () => {
    const updated = await updateSong(alice.pb, aliceSong.id, {
      user: alice.id,
      name: 'Alice song, take 2',
    })

    expect(updated.name).toBe('Alice song, take 2')
  })

  it('lets the owner delete their song', async () => {
    const doomed = await alice.pb.collection('songs').create({ user: alice.id, name: 'Doomed' })

    await alice.pb.collection('songs').delete(doomed.id)

    expect(await statusOf(admin.collection('songs').getOne(doomed.id))).toBe(404)
  })

  it('refuses a song without an owner', async () => {
    const attempt = alice.pb.collection('songs').create({ name: 'Orphan' })

    expect(await statusOf(attempt)).toBe(400)
  })

  it('keeps the owner’s key, and refuses one longer than 32 characters', async () => {
    const songs = alice.pb.collection('songs')

    expect((await updateSong(alice.pb, aliceSong.id, { key: 'F#m' })).key).toBe('F#m')
    expect(await statusOf(updateSong(alice.pb, aliceSong.id, { key: 'C'.repeat(33) }))).toBe(400)
    expect((await admin.collection('songs').getOne(aliceSong.id)).key).toBe('F#m')
    expect(await statusOf(songs.update(bobSong.id, { key: 'D' }))).toBe(404)
  })

  it('starts a new song unshared, with no key', async () => {
    const song = await alice.pb.collection('songs').create({ user: alice.id })

    expect(song).toMatchObject({ key: '', share_slug: '' })
  })

  it('gives a signed-out client no songs and no way to create one', async () => {
    const visitor = signedOutClient().collection('songs')

    expect(await visitor.getFullList()).toEqual([])
    expect(await statusOf(visitor.getOne(aliceSong.id))).toBe(404)
    expect(await statusOf(visitor.create({ user: alice.id, name: 'Anonymous' }))).toBe(400)
  })
})
