import type { SongCopyStore } from './song-copies'
import { type RemoteSong, type SongStore, StoreError } from './song-store'

/**
 * The store, with every version the server answers kept as this device's copy of the song. The copy
 * is written in a task of its own (the latest version per song), so the JSON and storage of a long
 * song never hold up its opening or an edit's frame.
 */
export function keepingCopies(store: SongStore, copies: SongCopyStore, userId: string): SongStore {
  const waiting = new Map<string, RemoteSong>()
  let timer: ReturnType<typeof setTimeout> | undefined
  const writeWaiting = () => {
    timer = undefined
    for (const [id, remote] of waiting) copies.write(id, userId, remote)
    waiting.clear()
  }
  const keep = (id: string, remote: RemoteSong | null) => {
    if (!remote) {
      waiting.delete(id)
      copies.remove(id)
      return
    }
    waiting.set(id, remote)
    if (timer === undefined) timer = setTimeout(writeWaiting, 0)
  }
  return {
    async read(id) {
      const remote = await store.read(id)
      keep(id, remote)
      return remote
    },
    async write(id, document, revision) {
      const outcome = await store.write(id, document, revision)
      if (outcome !== 'stale') keep(id, outcome)
      return outcome
    },
    async create(document) {
      const created = await store.create(document)
      keep(created.id, created)
      return created
    },
    ...(store.watch && {
      watch: (id, listener) =>
        store.watch?.(id, (remote) => {
          keep(id, remote)
          listener(remote)
        }) ?? (() => {}),
    }),
  }
}

/** A song to edit, and whether it came from this device because the server could not be asked. */
export type OpenedSong = { remote: RemoteSong; fromDevice: boolean }

type OpenOptions = {
  store: SongStore
  copies: SongCopyStore
  songId: string
  userId: string
}

/**
 * The song from the server (null: it is gone); when the server cannot be reached, this device's
 * copy of it (unsaved edits are drafts, which the autosave puts on top). Without one, the
 * server's failure stands.
 */
export async function openSong(options: OpenOptions): Promise<OpenedSong | null> {
  const { store, copies, songId, userId } = options
  try {
    const remote = await store.read(songId)
    return remote && { remote, fromDevice: false }
  } catch (error) {
    if (!(error instanceof StoreError) || error.kind !== 'offline') throw error
    const copy = copies.read(songId, userId)
    if (!copy) throw error
    return { remote: copy, fromDevice: true }
  }
}
