import { pb } from '@/lib/pocketbase'

/** How long a prefetched song may wait to be taken; later, the editor asks again. */
export const PREFETCH_FRESH_MS = 10_000

type SongRecord = { id: string; updated: string; [field: string]: unknown }

let waiting: { id: string; at: number; record: Promise<SongRecord> } | undefined

/**
 * Asks for a song while the editor's code is still on its way, so the editor opens it when that
 * code arrives instead of asking only then. Taken once (takePrefetchedSong); later reads ask anew.
 */
export function prefetchSong(id: string, now = Date.now()): void {
  // requestKey null: the SDK would otherwise cancel it when the editor asks for the same record.
  const record = pb.collection('songs').getOne<SongRecord>(id, { requestKey: null })
  record.catch(() => {})
  waiting = { id, at: now, record }
}

/** The prefetched answer for song `id`, once, while fresh; undefined when there is none. */
export function takePrefetchedSong(id: string, now = Date.now()): Promise<SongRecord> | undefined {
  const found = waiting
  if (found?.id !== id) return undefined
  waiting = undefined
  return now - found.at < PREFETCH_FRESH_MS ? found.record : undefined
}
