import type { SongDocument } from '@/song/types'

/** A song as the server has it: the decoded document and the record's `updated` time. */
export type RemoteSong = {
  document: SongDocument
  updated: string
  /** What the decoder had to repair in the stored document, in words ([] or absent: nothing). */
  problems?: string[]
}

/** A song just created: its id too. */
export type StoredSong = RemoteSong & { id: string }

/** The server side of autosave (pocketbase-song-store.ts; a fake in tests). */
export type SongStore = {
  /** The record's current `updated`, or null when the song is gone. */
  updatedOf(id: string): Promise<string | null>
  /** The song as stored now, or null when it is gone. */
  read(id: string): Promise<RemoteSong | null>
  /** Saves the document; answers the song as stored, or null when it is gone. */
  write(id: string, document: SongDocument): Promise<RemoteSong | null>
  /** Saves the document as a new song of the signed-in user's. */
  create(document: SongDocument): Promise<StoredSong>
}

/**
 * Why a store call failed: `offline` (unreachable, timed out, a server error: try again later)
 * or `rejected` (the server refused the data or the session: trying again will not help).
 */
export class StoreError extends Error {
  constructor(
    readonly kind: 'offline' | 'rejected',
    message: string,
  ) {
    super(message)
    this.name = 'StoreError'
  }
}
