import { pb } from '@/lib/pocketbase'
import { decodeSong } from '@/song/decode'
import { encodeSong } from '@/song/encode'
import { SONG_FORMAT_VERSION } from '@/song/types'
import { type RemoteSong, type SongStore, type StoredSong, StoreError } from './song-store'
import { orGone } from './store-errors'

type SongRecord = { id: string; updated: string; [field: string]: unknown }

export const NEWER_FORMAT =
  'This song was saved by a newer version of Songpad. Reload the page to save your changes; they are kept on this device until then.'

// requestKey null: autosave's requests must never cancel each other (the SDK's auto-cancel).
const once = { requestKey: null }

// What the server answers goes through the decoder, like every song read from it.
const toRemote = (record: SongRecord): RemoteSong => {
  const { document, problems } = decodeSong(record)
  return { document, updated: record.updated, problems }
}

/** Autosave's server: the songs in PocketBase; copies belong to `ownerId` (the signed-in user). */
export function pocketBaseSongStore(ownerId?: string): SongStore {
  const songs = () => pb.collection('songs')
  return {
    // Asked before every write, so it is also where a newer app's song is kept from being
    // overwritten in this version's format.
    updatedOf: (id) =>
      orGone(async () => {
        const record = await songs().getOne<SongRecord>(id, { ...once, fields: 'updated,version' })
        if (typeof record.version === 'number' && record.version > SONG_FORMAT_VERSION) {
          throw new StoreError('rejected', NEWER_FORMAT)
        }
        return record.updated
      }),
    read: (id) => orGone(async () => toRemote(await songs().getOne<SongRecord>(id, once))),
    write: (id, document) =>
      orGone(async () =>
        toRemote(await songs().update<SongRecord>(id, encodeSong(document), once)),
      ),
    async create(document): Promise<StoredSong> {
      const user = ownerId ?? pb.authStore.model?.id
      const fields = { ...encodeSong(document), user, share_slug: '' }
      const created = await orGone(() => songs().create<SongRecord>(fields, once))
      // A create has no record to be gone; a 404 here is the server's own failure.
      if (!created) throw new StoreError('rejected', 'The song could not be created.')
      return { id: created.id, ...toRemote(created) }
    },
  }
}
