import { decodeSong } from '@/song/decode'
import { encodeSong } from '@/song/encode'
import type { Row } from './export-data'

/** The record's own bookkeeping, kept beside the song's fields. */
const RECORD_FIELDS = ['id', 'created', 'updated'] as const

/**
 * A song record as the song model writes it: every field of the document (key, words, credits…)
 * in the current format, so a field added to the model is in the export without a list here.
 */
export function exportedSong(song: Row): Row {
  const record = Object.fromEntries(
    RECORD_FIELDS.filter((field) => field in song).map((field) => [field, song[field]]),
  )
  return { ...record, ...encodeSong(decodeSong(song).document) }
}
