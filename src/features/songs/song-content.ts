// A song's own content, as stored (even a document the editor could only partly read): never its
// owner, id or share slug. Copies of a song take exactly these.
const SONG_CONTENT_FIELDS = [
  'name',
  'bpm',
  'timesignature',
  'instrument',
  'key',
  'tags',
  'description',
  'version',
  'tablecontent',
  'labelcontent',
  'playback',
] as const

export function songContent(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    SONG_CONTENT_FIELDS.filter((field) => field in record).map((field) => [field, record[field]]),
  )
}
