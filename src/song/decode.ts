import {
  decodeBpm,
  decodeDescription,
  decodeInstrument,
  decodeKey,
  decodeName,
  decodeTags,
  decodeTimeSignature,
} from './decode-fields'
import { decodePlayback } from './decode-playback'
import { decodeSections } from './decode-sections'
import { migrateRecord } from './migrate'
import { createProblemLog, quoted } from './problem-log'
import type { SongDocument } from './types'

// The one door every song read from the server comes through. Whatever the record holds (a
// hand-edited document, an older format, junk), the editor gets a valid SongDocument and a list
// of what had to be repaired, in words; it never gets an exception.

export type DecodedSong = {
  document: SongDocument
  /** What was missing or wrong and what was done about it, e.g. 'Section 2, bar 3: "Xq7" is not a chord; left empty.' */
  problems: string[]
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A song record (or any JSON) as a valid document, with the problems found on the way. */
export function decodeSong(record: unknown): DecodedSong {
  const problems = createProblemLog()
  try {
    if (!isRecord(record)) {
      problems.add(`The song ${quoted(record)} is not a song document; opened as an empty song.`)
    }
    const migrated = migrateRecord(isRecord(record) ? record : {})
    for (const problem of migrated.problems) problems.add(problem)
    const fields = migrated.record
    const timeSignature = decodeTimeSignature(fields.timesignature, problems)
    const document: SongDocument = {
      name: decodeName(fields.name, problems),
      bpm: decodeBpm(fields.bpm, problems),
      timeSignature,
      instrument: decodeInstrument(fields.instrument, problems),
      key: decodeKey(fields.key, problems),
      tags: decodeTags(fields.tags, problems),
      description: decodeDescription(fields.description, problems),
      ...decodePlayback(fields.playback, problems),
      sections: decodeSections(
        fields.tablecontent,
        fields.labelcontent,
        timeSignature.beats,
        problems,
      ),
    }
    return { document, problems: problems.list() }
  } catch {
    // Only a value JSON cannot hold (a throwing getter, a proxy) gets here.
    problems.add('The song could not be read; opened as an empty song.')
    return { document: decodeSong({}).document, problems: problems.list() }
  }
}
