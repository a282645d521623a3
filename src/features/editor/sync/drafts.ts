import { decodeSong } from '@/song/decode'
import { encodeSong } from '@/song/encode'
import type { SongDocument } from '@/song/types'

/** Changes not yet on the server, kept on this device so a reload or a closed tab loses nothing. */
export type Draft = {
  songId: string
  document: SongDocument
  /**
   * The server's version the changes were made on, to merge them with a newer one; null for a
   * draft an older app left, which recorded only a time.
   */
  base: { document: SongDocument; revision: number } | null
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

type StoredDraft = {
  songId: unknown
  savedAt: unknown
  fields: unknown
  base?: { revision: unknown; fields: unknown }
  baseUpdated?: unknown
}

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
      const { savedAt, fields, base, baseUpdated } = stored ?? {}
      const hasBase = typeof base?.revision === 'number' && Boolean(base.fields)
      // A draft that is not one (hand-edited, another app's key) is dropped, not opened.
      if (stored?.songId !== songId || !fields || (!hasBase && typeof baseUpdated !== 'string')) {
        remove(songId)
        return null
      }
      return {
        songId,
        document: decodeSong(fields).document,
        base:
          hasBase && base
            ? { document: decodeSong(base.fields).document, revision: base.revision as number }
            : null,
        savedAt: typeof savedAt === 'number' ? savedAt : 0,
      }
    },
    write({ songId, document, base, savedAt }) {
      const stored = {
        songId,
        savedAt,
        fields: encodeSong(document),
        base: base && { revision: base.revision, fields: encodeSong(base.document) },
      }
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

/**
 * The store, with each write made after the task that asked for it: the JSON and the storage
 * write of a long song stay out of the keystroke's frame. Only the latest draft per song is
 * written; a read or remove sees the pending one first, and a page being hidden or left writes it
 * at once.
 */
export function afterTheFrame(store: DraftStore, target: Window = window): DraftStore {
  const pending = new Map<string, Draft>()
  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    target.removeEventListener('pagehide', flush)
    target.document.removeEventListener('visibilitychange', flush)
    for (const draft of pending.values()) store.write(draft)
    pending.clear()
  }
  return {
    read: (songId) => pending.get(songId) ?? store.read(songId),
    write(draft) {
      pending.set(draft.songId, draft)
      if (timer === undefined) {
        timer = setTimeout(flush, 0)
        target.addEventListener('pagehide', flush)
        target.document.addEventListener('visibilitychange', flush)
      }
      return true
    },
    remove(songId) {
      pending.delete(songId)
      store.remove(songId)
    },
  }
}
