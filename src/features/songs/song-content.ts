import { SONG_CONTENT_FIELDS } from '@/song/record-fields'

// A song's own content, as stored (even a document the editor could only partly read): never its
// owner, id or share slug. Copies of a song take exactly these.
export function songContent(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    SONG_CONTENT_FIELDS.filter((field) => field in record).map((field) => [field, record[field]]),
  )
}
