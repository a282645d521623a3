import type { SongDocument } from '@/song/types'

/** A song as the server has it: the decoded document and the record's revision. */
export type RemoteSong = {
  document: SongDocument
  /** How many saves the server has accepted: a save names the one it was made on. */
  revision: number
  /** When it was saved (PocketBase's time), to show. */
  updated?: string
  /** What the decoder had to repair in the stored document, in words ([] or absent: nothing). */
  problems?: string[]
}

/** A song just created: its id too. */
export type StoredSong = RemoteSong & { id: string }

/** A save's answer: the song as stored, 'stale' (saved elsewhere since its revision), or null (gone). */
export type WriteOutcome = RemoteSong | 'stale' | null

/** The server side of autosave (pocketbase-song-store.ts; a fake in tests). */
export type SongStore = {
  /** The song as stored now, or null when it is gone. */
  read(id: string): Promise<RemoteSong | null>
  /**
   * Saves the document on `revision`, the one it was made on; the server refuses it ('stale') when
   * the song was saved elsewhere since.
   */
  write(id: string, document: SongDocument, revision: number): Promise<WriteOutcome>
  /** Saves the document as a new song of the signed-in user's. */
  create(document: SongDocument): Promise<StoredSong>
  /** Calls back with the song each time it is saved elsewhere (live); answers how to stop. */
  watch?(id: string, listener: (remote: RemoteSong) => void): () => void
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
