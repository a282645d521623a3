import { takePrefetchedSong } from '@/features/songs'
import { pb, responseStatus } from '@/lib/pocketbase'
import { decodeSong } from '@/song/decode'
import { encodeSong } from '@/song/encode'
import { SONG_FORMAT_VERSION } from '@/song/types'
import { type RemoteSong, type SongStore, type StoredSong, StoreError } from './song-store'
import { orGone, toStoreError } from './store-errors'

type SongRecord = { id: string; updated: string; [field: string]: unknown }

export const NEWER_FORMAT =
  'This song was saved by a newer version of Songpad. Reload the page to save your changes; they are kept on this device until then.'

/**
 * The largest save sent so that it outlives the page (fetch's keepalive): browsers allow 64 KiB
 * for all such requests in flight together. A bigger song is sent plainly; if the page goes
 * first, its changes wait on the device.
 */
export const KEEPALIVE_MAX_BYTES = 60_000

// requestKey null: autosave's requests must never cancel each other (the SDK's auto-cancel).
const once = { requestKey: null }

const revisionOf = (record: SongRecord) =>
  typeof record.revision === 'number' && record.revision >= 0 ? record.revision : 0

// What the server answers goes through the decoder, like every song read from it.
const toRemote = (record: SongRecord): RemoteSong => {
  const { document, problems } = decodeSong(record)
  return { document, revision: revisionOf(record), updated: record.updated, problems }
}

const byteLength = (fields: unknown) => new Blob([JSON.stringify(fields)]).size

/** Autosave's server: the songs in PocketBase; copies belong to `ownerId` (the signed-in user). */
export function pocketBaseSongStore(ownerId?: string): SongStore {
  const songs = () => pb.collection('songs')
  // Songs last read in a newer format than this app's: never overwritten in this one.
  const newer = new Set<string>()
  const remember = (record: SongRecord) => {
    if (typeof record.version === 'number' && record.version > SONG_FORMAT_VERSION) {
      newer.add(record.id)
    } else newer.delete(record.id)
    return toRemote(record)
  }
  // The first read may find the song already asked for (the /write route prefetches it); a failed
  // prefetch is asked again, so it never decides alone that the song is gone or out of reach.
  const fetchRecord = (id: string) =>
    takePrefetchedSong(id)?.catch(() => songs().getOne<SongRecord>(id, once)) ??
    songs().getOne<SongRecord>(id, once)
  const read = (id: string) => orGone(async () => remember(await fetchRecord(id)))
  return {
    read,
    async write(id, document, revision) {
      if (newer.has(id)) throw new StoreError('rejected', NEWER_FORMAT)
      const fields = { ...encodeSong(document), revision }
      // Sent so that it outlives the page: a tab closed right after an edit still saves it.
      const keepalive = byteLength(fields) <= KEEPALIVE_MAX_BYTES
      try {
        return remember(await songs().update<SongRecord>(id, fields, { ...once, keepalive }))
      } catch (error) {
        // 409: saved elsewhere since `revision`; autosave merges with that version.
        if (responseStatus(error) === 409) return 'stale'
        const storeError = toStoreError(error)
        if (storeError) throw storeError
        return null
      }
    },
    async create(document): Promise<StoredSong> {
      const user = ownerId ?? pb.authStore.model?.id
      const fields = { ...encodeSong(document), user, share_slug: '' }
      const created = await orGone(() => songs().create<SongRecord>(fields, once))
      // A create has no record to be gone; a 404 here is the server's own failure.
      if (!created) throw new StoreError('rejected', 'The song could not be created.')
      return { id: created.id, ...toRemote(created) }
    },
    watch(id, listener) {
      let stopped = false
      const offs: (() => Promise<void>)[] = []
      // Subscribed after stopping: unsubscribed at once.
      const keep = (off: () => Promise<void>) => {
        if (stopped) void off().catch(() => undefined)
        else offs.push(off)
      }
      const take = (remote: RemoteSong) => !stopped && listener(remote)
      songs()
        .subscribe<SongRecord>(id, (event) => {
          if (event.action === 'update') take(remember(event.record))
        })
        .then(keep, () => undefined)
      // Saves made while the feed was down are not sent after it reconnects: read the song then.
      pb.realtime
        .subscribe('PB_CONNECT', () => {
          read(id).then(
            (remote) => remote && take(remote),
            () => undefined,
          )
        })
        .then(keep, () => undefined)
      return () => {
        stopped = true
        for (const off of offs) void off().catch(() => undefined)
      }
    },
  }
}
