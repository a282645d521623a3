import { decodeSong } from '@/song/decode'
import { encodeSong } from '@/song/encode'
import type { RemoteSong } from './song-store'

/** How many songs, the ones opened or saved last, keep a copy on the device. */
export const RECENT_SONG_COPIES = 10

/**
 * The server's version of the user's recent songs, kept on this device so they open with no
 * connection (or with the server down). Edits not yet saved are drafts (drafts.ts), on top of it.
 */
export type SongCopyStore = {
  /** The copy of `songId` kept for `userId`, or null. */
  read(songId: string, userId: string): RemoteSong | null
  write(songId: string, userId: string, remote: RemoteSong): void
  remove(songId: string): void
}

const PREFIX = 'songpad:copy:'

type StoredCopy = {
  songId: unknown
  userId: unknown
  revision: unknown
  updated?: unknown
  savedAt: unknown
  fields: unknown
}

const isCopy = (stored: StoredCopy | null, songId: string): stored is StoredCopy =>
  stored?.songId === songId &&
  typeof stored.userId === 'string' &&
  typeof stored.revision === 'number' &&
  stored.revision >= 0 &&
  Boolean(stored.fields) &&
  typeof stored.fields === 'object'

export function localSongCopies(
  storage: Storage = localStorage,
  now: () => number = Date.now,
): SongCopyStore {
  const remove = (songId: string) => {
    try {
      storage.removeItem(PREFIX + songId)
    } catch {}
  }
  const parse = (key: string): StoredCopy | null => {
    try {
      return JSON.parse(storage.getItem(key) ?? 'null')
    } catch {
      return null
    }
  }
  // Only the newest copies stay: the device's storage is small and shared with the drafts.
  const prune = () => {
    const copies: { key: string; savedAt: number }[] = []
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index)
      if (!key?.startsWith(PREFIX)) continue
      const savedAt = parse(key)?.savedAt
      copies.push({ key, savedAt: typeof savedAt === 'number' ? savedAt : 0 })
    }
    copies.sort((a, b) => b.savedAt - a.savedAt)
    for (const { key } of copies.slice(RECENT_SONG_COPIES)) storage.removeItem(key)
  }
  return {
    read(songId, userId) {
      const stored = parse(PREFIX + songId)
      // A copy that is not one (hand-edited, another app's) is dropped, not opened.
      if (!isCopy(stored, songId)) {
        if (stored !== null) remove(songId)
        return null
      }
      // Another account's song stays closed to this one, even on a shared device.
      if (stored.userId !== userId) return null
      const { document, problems } = decodeSong(stored.fields)
      return {
        document,
        revision: stored.revision as number,
        ...(typeof stored.updated === 'string' ? { updated: stored.updated } : {}),
        problems,
      }
    },
    write(songId, userId, remote) {
      const stored = {
        songId,
        userId,
        revision: remote.revision,
        updated: remote.updated,
        savedAt: now(),
        fields: encodeSong(remote.document),
      }
      // Storage full or blocked: the song still opens online, only not offline.
      try {
        storage.setItem(PREFIX + songId, JSON.stringify(stored))
        prune()
      } catch {}
    },
    remove,
  }
}
