import { decodeSong } from '@/song/decode'
import { encodeSong } from '@/song/encode'
import type { SongDocument } from '@/song/types'

/** Changes not yet on the server, kept on this device so a reload or a closed tab loses nothing. */
export type Draft = {
  songId: string
  document: SongDocument
  /** The record's `updated` the changes were made on: a newer one on the server is a conflict. */
  baseUpdated: string
  /** When it was written (ms since the epoch). */
  savedAt: number
}

export type DraftStore = {
  read(songId: string): Draft | null
  /** False when the device refused to store it (full or blocked storage). */
  write(draft: Draft): boolean
  remove(songId: string): void
}

const keyFor = (songId: string) => `songpad:draft:${songId}`

type StoredDraft = { songId: unknown; baseUpdated: unknown; savedAt: unknown; fields: unknown }

// Stored as record fields and read back through the decoder, like any song from outside the app.
export function localDraftStore(storage: Storage = localStorage): DraftStore {
  const remove = (songId: string) => {
    try {
      storage.removeItem(keyFor(songId))
    } catch {}
  }
  return {
    read(songId) {
      let stored: StoredDraft
      try {
        const raw = storage.getItem(keyFor(songId))
        if (raw === null) return null
        stored = JSON.parse(raw)
      } catch {
        remove(songId)
        return null
      }
      const { baseUpdated, savedAt, fields } = stored ?? {}
      // A draft that is not one (hand-edited, another app's key) is dropped, not opened.
      if (stored?.songId !== songId || typeof baseUpdated !== 'string' || !fields) {
        remove(songId)
        return null
      }
      return {
        songId,
        document: decodeSong(fields).document,
        baseUpdated,
        savedAt: typeof savedAt === 'number' ? savedAt : 0,
      }
    },
    write({ songId, document, baseUpdated, savedAt }) {
      const stored = { songId, baseUpdated, savedAt, fields: encodeSong(document) }
      try {
        storage.setItem(keyFor(songId), JSON.stringify(stored))
        return true
      } catch {
        return false
      }
    },
    remove,
  }
}
