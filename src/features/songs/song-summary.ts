/** One row of "My songs": what the list shows, without the song's bars. */
export type SongSummary = {
  id: string
  name: string
  tags: string[]
  /** PocketBase's "2024-01-02 03:04:05.678Z" form. */
  updated: string
  shared: boolean
}

/** A songs record as the SDK answers it, its fields unchecked. */
export type SongRow = { id: string; [field: string]: unknown }

/** The record fields a list row needs; the bars stay on the server. */
export const SUMMARY_FIELDS = 'id,name,tags,updated,share_slug'

// Rows are read as they come, so a hand-edited record (tags "rock", name null) still lists.
export function toSongSummary(record: SongRow): SongSummary {
  const tags: unknown = record.tags
  return {
    id: record.id,
    name: typeof record.name === 'string' ? record.name : '',
    tags: Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [],
    updated: typeof record.updated === 'string' ? record.updated : '',
    shared: typeof record.share_slug === 'string' && record.share_slug !== '',
  }
}
