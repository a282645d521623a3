import type { SongRecordFields } from './types'

/**
 * A song record's own content: every field the song model reads and writes, never its owner, id
 * or share slug. Copies of a song (duplicates, community listings) and data exports take these.
 */
export const SONG_CONTENT_FIELDS = [
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
] as const satisfies readonly (keyof SongRecordFields)[]

// A field added to the record type but not to the list fails to compile here.
type Missing = Exclude<keyof SongRecordFields, (typeof SONG_CONTENT_FIELDS)[number]>
export const everyFieldListed: Missing extends never ? true : Missing = true
