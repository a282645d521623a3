import type PocketBase from 'pocketbase'
import { ClientResponseError, type RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminClient, deleteUsers, signUp, statusOf, type TestUser } from '../support/pocketbase.ts'

// Every save names the revision it was made on; PocketBase writes only a save made on the current
// revision and moves the revision on, so two saves made on one revision never both win.

describe('song revisions', () => {
  let admin: PocketBase
  let alice: TestUser
  const songs = () => alice.pb.collection('songs')
  const create = (name = 'Song') => songs().create({ user: alice.id, name })
  const stored = (id: string) => admin.collection('songs').getOne(id)

  beforeAll(async () => {
    admin = await adminClient()
    alice = await signUp('alice-revisions')
  })

  afterAll(async () => {
    await deleteUsers(admin, [alice])
  })

  it('starts every new song at revision 0, whatever the request says', async () => {
    const song = await songs().create({ user: alice.id, name: 'Fresh', revision: 41 })

    expect(song.revision).toBe(0)
    expect((await stored(song.id)).revision).toBe(0)
  })

  it('accepts a save made on the current revision and moves the revision on by one', async () => {
    const song = await create()

    const first = await songs().update(song.id, { name: 'Take 1', revision: 0 })
    const second = await songs().update(song.id, { bpm: 99, revision: 1 })

    expect([first.revision, second.revision]).toEqual([1, 2])
    expect(await stored(song.id)).toMatchObject({ name: 'Take 1', bpm: 99, revision: 2 })
  })

  it('refuses a save made on an older revision with 409, and writes nothing', async () => {
    const song = await create('Original')
    await songs().update(song.id, { name: 'Theirs', revision: 0 })

    const stale = await songs()
      .update(song.id, { name: 'Mine', revision: 0 })
      .catch((error: unknown) => error)

    expect(stale).toBeInstanceOf(ClientResponseError)
    expect((stale as ClientResponseError).status).toBe(409)
    expect((stale as ClientResponseError).response.data).toMatchObject({
      revision: { code: 'revision_conflict' },
    })
    expect(await stored(song.id)).toMatchObject({ name: 'Theirs', revision: 1 })
  })

  it('refuses a save that names no revision, or not a number', async () => {
    const song = await create('Unnamed')

    expect(await statusOf(songs().update(song.id, { name: 'Blind' }))).toBe(400)
    expect(await statusOf(songs().update(song.id, { name: 'Blind', revision: 'x' }))).toBe(400)
    expect(await statusOf(songs().update(song.id, { share_slug: '' }))).toBe(400)
    expect(await stored(song.id)).toMatchObject({ name: 'Unnamed', revision: 0 })
  })

  it('cannot be skipped by sending a revision ahead of the stored one', async () => {
    const song = await create('Ahead')

    expect(await statusOf(songs().update(song.id, { name: 'Leap', revision: 7 }))).toBe(409)
    // The revision is the server's: whatever is sent, an accepted save moves it on by exactly one.
    const saved = await songs().update(song.id, { name: 'Step', revision: 0 })
    expect(saved.revision).toBe(1)
    expect(await statusOf(songs().update(song.id, { revision: 0 }))).toBe(409)
    expect((await stored(song.id)).revision).toBe(1)
  })

  it('lets exactly one of two saves made on one revision at the same moment win', async () => {
    for (let run = 0; run < 10; run++) {
      const song = await create(`Race ${run}`)
      const outcomes = await Promise.all(
        ['Tab A', 'Tab B'].map((name) =>
          songs()
            .update(song.id, { name, revision: 0 })
            .then(
              (record: RecordModel) => ({ won: true, name: record.name, status: 200 }),
              (error: ClientResponseError) => ({ won: false, name: '', status: error.status }),
            ),
        ),
      )

      const winners = outcomes.filter((outcome) => outcome.won)
      expect(winners).toHaveLength(1)
      expect(outcomes.find((outcome) => !outcome.won)).toMatchObject({ status: 409 })
      expect(await stored(song.id)).toMatchObject({ name: winners[0]?.name, revision: 1 })
    }
  })

  it('never shows a reader a revision with the song of the revision before it', async () => {
    // Each save names its revision in the song ("Take n" is revision n), so a read that pairs a
    // revision with another revision's song is caught. A save refused as stale reads the song
    // and merges onto what it read: a revision ahead of its song would lose the newer save.
    const song = await create('Take 0')
    const writes = 150
    let written = 0
    const mismatches: string[] = []
    const write = async () => {
      while (written < writes) {
        const { revision } = await songs().getOne(song.id)
        const saved = await songs()
          .update(song.id, { name: `Take ${revision + 1}`, revision })
          .catch((error: ClientResponseError) => {
            if (error.status !== 409) throw error
          })
        if (saved) written += 1
      }
    }
    const read = async () => {
      while (written < writes) {
        const { name, revision } = await songs().getOne(song.id)
        if (name !== `Take ${revision}`) mismatches.push(`revision ${revision} read as "${name}"`)
      }
    }

    await Promise.all([write(), write(), write(), read(), read()])

    expect(mismatches).toEqual([])
    expect(await stored(song.id)).toMatchObject({ revision: written, name: `Take ${written}` })
  })

  it('lets an admin write without a revision, still moving it on', async () => {
    const song = await create('By admin')

    const saved = await admin.collection('songs').update(song.id, { name: 'Fixed' })

    expect(saved.revision).toBe(1)
    expect(await statusOf(admin.collection('songs').update(song.id, { revision: 0 }))).toBe(409)
  })
})
