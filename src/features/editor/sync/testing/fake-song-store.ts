import type { SongDocument } from '@/song/types'
import { buildSections, buildSong } from '@/testing/song-builders'
import { type RemoteSong, type SongStore, type StoredSong, StoreError } from '../song-store'

export const song = (name: string, chords: string[] = ['C']): SongDocument =>
  buildSong({
    name,
    sections: buildSections([{ label: 'Verse', bars: chords.map((chord) => [chord]) }]),
  })

/**
 * The server for autosave tests: songs in memory with a revision that every accepted write moves
 * on (a write on another revision is 'stale', as PocketBase answers 409), a live feed of saves made
 * elsewhere, and switches for a server that is down, that refuses, or that answers only when told
 * (a request in flight).
 */
export function fakeSongStore() {
  const songs = new Map<string, RemoteSong>()
  const watchers = new Map<string, Set<(remote: RemoteSong) => void>>()
  let clock = 0
  let nextId = 0
  let down = false
  let rejectWith: string | null = null
  let hold: { release: () => void; promise: Promise<void> } | null = null
  const writes: { id: string; document: SongDocument }[] = []

  const stamp = () => {
    clock += 1
    return `2026-01-01 00:00:${String(clock).padStart(2, '0')}.000Z`
  }
  const reachable = async () => {
    if (hold) await hold.promise
    if (down) throw new StoreError('offline', 'Failed to fetch')
    if (rejectWith) throw new StoreError('rejected', rejectWith)
  }
  const copyOf = (document: SongDocument): SongDocument => structuredClone(document)
  const copyRemote = (remote: RemoteSong): RemoteSong => ({
    ...remote,
    document: copyOf(remote.document),
  })
  const put = (id: string, document: SongDocument, revision: number): RemoteSong => {
    const stored = { document: copyOf(document), revision, updated: stamp() }
    songs.set(id, stored)
    return stored
  }

  const store: SongStore = {
    async read(id) {
      await reachable()
      const found = songs.get(id)
      return found ? copyRemote(found) : null
    },
    async write(id, document, revision) {
      await reachable()
      const found = songs.get(id)
      if (!found) return null
      if (found.revision !== revision) return 'stale'
      writes.push({ id, document })
      return copyRemote(put(id, document, revision + 1))
    },
    async create(document): Promise<StoredSong> {
      await reachable()
      nextId += 1
      const id = `new${nextId}`
      writes.push({ id, document })
      return { id, ...copyRemote(put(id, document, 0)) }
    },
    watch(id, listener) {
      const set = watchers.get(id) ?? new Set()
      watchers.set(id, set)
      set.add(listener)
      return () => set.delete(listener)
    },
  }

  const saveElsewhere = (id: string, document: SongDocument, live: boolean) => {
    const found = songs.get(id)
    const saved = put(id, document, (found?.revision ?? -1) + 1)
    if (live) for (const listener of watchers.get(id) ?? []) listener(copyRemote(saved))
  }

  return {
    store,
    songs,
    writes,
    add(id: string, document: SongDocument): RemoteSong {
      return copyRemote(put(id, document, 0))
    },
    /** Another tab or device saves its version (the live feed does not bring it). */
    editElsewhere(id: string, document: SongDocument) {
      saveElsewhere(id, document, false)
    },
    /** Another tab or device saves its version, and the live feed brings it here. */
    editElsewhereLive(id: string, document: SongDocument) {
      saveElsewhere(id, document, true)
    },
    /** The record changes without its document changing (shared, unshared). */
    touch(id: string) {
      const found = songs.get(id)
      if (found) put(id, found.document, found.revision + 1)
    },
    deleteElsewhere(id: string) {
      songs.delete(id)
    },
    watching: (id: string) => watchers.get(id)?.size ?? 0,
    goDown() {
      down = true
    },
    comeBack() {
      down = false
    },
    reject(message: string | null) {
      rejectWith = message
    },
    /** Requests wait until `release()`: a save in flight. */
    holdRequests() {
      let release = () => {}
      const promise = new Promise<void>((resolve) => (release = resolve))
      hold = {
        promise,
        release: () => {
          hold = null
          release()
        },
      }
      return hold.release
    },
  }
}
