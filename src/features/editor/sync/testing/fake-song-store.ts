import { DEFAULT_MIX } from '@/audio/mix'
import type { SongDocument } from '../../document/types'
import { type RemoteSong, type SongStore, type StoredSong, StoreError } from '../song-store'

export const song = (name: string, chords: string[] = ['C']): SongDocument => ({
  name,
  bpm: 90,
  timeSignature: { beats: 4, unit: 4 },
  instrument: 0,
  key: '',
  tags: [],
  description: '',
  style: 'block',
  mix: DEFAULT_MIX,
  sections: [{ label: 'Verse', repeat: 1, bars: chords.map((chord) => [chord]) }],
})

/**
 * The server for autosave tests: songs in memory, `updated` stamped on every write, and switches
 * for a server that is down, that refuses, or that answers only when told (a request in flight).
 */
export function fakeSongStore() {
  const songs = new Map<string, RemoteSong>()
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

  const store: SongStore = {
    async updatedOf(id) {
      await reachable()
      return songs.get(id)?.updated ?? null
    },
    async read(id) {
      await reachable()
      const found = songs.get(id)
      return found ? { document: copyOf(found.document), updated: found.updated } : null
    },
    async write(id, document) {
      await reachable()
      if (!songs.has(id)) return null
      writes.push({ id, document })
      const saved = { document: copyOf(document), updated: stamp() }
      songs.set(id, saved)
      return { ...saved, document: copyOf(document) }
    },
    async create(document): Promise<StoredSong> {
      await reachable()
      nextId += 1
      const id = `new${nextId}`
      songs.set(id, { document: copyOf(document), updated: stamp() })
      writes.push({ id, document })
      return { id, document: copyOf(document), updated: songs.get(id)?.updated ?? '' }
    },
  }

  return {
    store,
    songs,
    writes,
    add(id: string, document: SongDocument): RemoteSong {
      const remote = { document: copyOf(document), updated: stamp() }
      songs.set(id, remote)
      return { document: copyOf(document), updated: remote.updated }
    },
    /** Another tab or device saves its version. */
    editElsewhere(id: string, document: SongDocument) {
      songs.set(id, { document: copyOf(document), updated: stamp() })
    },
    /** The record changes without its document changing (shared, unshared). */
    touch(id: string) {
      const found = songs.get(id)
      if (found) songs.set(id, { ...found, updated: stamp() })
    },
    deleteElsewhere(id: string) {
      songs.delete(id)
    },
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
