import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { adminClient, deleteUsers, signUp, type TestUser } from '../support/pocketbase.ts'

// Writers keep saving songs while accounts are created and deleted beside them. A hook that wrote
// on a connection of its own would slip a commit between a transaction's first read and first
// write, and SQLite would fail that transaction (SQLITE_BUSY_SNAPSHOT): PocketBase answered 400
// "Failed to delete record." to the deletion of an account, or "Failed to create record." to a
// sign-up, while another song was being saved.

const SONGS = 6
const SAVES_PER_SONG = 20

// Saves a song again and again, each on the revision the last save returned, as an editor does.
async function keepSaving(user: TestUser, id: string): Promise<number> {
  let revision = 0
  let saved = 0
  for (let take = 1; take <= SAVES_PER_SONG; take += 1) {
    const song = await user.pb
      .collection('songs')
      .update(id, { name: `Take ${take}`, bpm: 60 + take, revision })
      .catch((error: unknown) => {
        // The song may be gone with an account being deleted; anything else is a failure.
        if (error instanceof ClientResponseError && [404, 409].includes(error.status)) return null
        throw error
      })
    if (!song) return saved
    revision = song.revision
    saved += 1
  }
  return saved
}

describe('writes side by side', () => {
  it('creates and deletes accounts while songs are being saved', async () => {
    const admin = await adminClient()
    const writer = await signUp('busy-writer')
    const leaving = await Promise.all([1, 2, 3].map((n) => signUp(`leaving-${n}`)))
    try {
      const songs = await Promise.all(
        Array.from({ length: SONGS }, (_, n) =>
          writer.pb.collection('songs').create({ user: writer.id, name: `Busy ${n}` }),
        ),
      )
      for (const user of leaving)
        await Promise.all(
          [1, 2, 3].map((n) =>
            user.pb.collection('songs').create({ user: user.id, name: `Mine ${n}` }),
          ),
        )

      const saving = Promise.all(songs.map((song) => keepSaving(writer, song.id)))
      const joining = Promise.all([1, 2, 3].map((n) => signUp(`joining-${n}`)))
      const leavingDone = Promise.all(
        leaving.map((user) => admin.collection('users').delete(user.id)),
      )

      const [saved, joined, deleted] = await Promise.all([saving, joining, leavingDone])
      leaving.push(...joined)

      expect(saved).toEqual(songs.map(() => SAVES_PER_SONG))
      expect(deleted).toEqual(leaving.slice(0, 3).map(() => true))
      const left = await admin.collection('songs').getFullList({
        filter: leaving
          .slice(0, 3)
          .map((user) => `user = "${user.id}"`)
          .join(' || '),
      })
      expect(left).toEqual([])
    } finally {
      await deleteUsers(admin, [writer, ...leaving])
    }
  })
})
