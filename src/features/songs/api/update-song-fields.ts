import { pb, responseStatus } from '@/lib/pocketbase'

// A save that slips in between the read and the write is the only reason to try again.
const ATTEMPTS = 3

/**
 * Changes some fields of a song (its name, its share link) on the revision stored now: PocketBase
 * writes a song only on the revision the change was made on and answers 409 to any other, so a
 * field set from outside the editor reads the revision just before and tries again after a 409.
 * The editor's own saves go through autosave, which merges instead.
 */
export async function updateSongFields<T>(id: string, fields: Record<string, unknown>): Promise<T> {
  const songs = pb.collection('songs')
  for (let attempt = 1; ; attempt += 1) {
    const { revision } = await songs.getOne<{ revision: number }>(id, {
      fields: 'revision',
      requestKey: null,
    })
    try {
      return await songs.update<T>(id, { ...fields, revision }, { requestKey: null })
    } catch (error) {
      if (responseStatus(error) !== 409 || attempt >= ATTEMPTS) throw error
    }
  }
}
