import { quoted } from './problem-log'
import { SONG_FORMAT_VERSION } from './types'

// Documents by format version. Each migration turns version n into n + 1, so a stored song of
// any age is brought up to date one step at a time before it is decoded.

type RawRecord = Record<string, unknown>

type Migration = (record: RawRecord) => RawRecord

const MIGRATIONS: Record<number, Migration> = {
  // Version 0 (or none): the first songs, saved before the format had a number. Their fields are
  // version 1's, so they are read as version 1; the decoder repairs whatever does not fit.
  0: (record) => record,
  // Version 1: sections of bars of slots, without ids or words. The decoder reads both shapes,
  // giving a version-1 section and bar the id of its place, the same on every device.
  1: (record) => record,
}

export type Migrated = { record: RawRecord; problems: string[] }

/** The record brought to SONG_FORMAT_VERSION, with what could not be migrated in words. */
export function migrateRecord(record: RawRecord): Migrated {
  const stored = record.version
  if (stored === undefined || stored === null) return migrateFrom(0, record)
  if (typeof stored !== 'number' || !Number.isInteger(stored) || stored < 0) {
    return {
      record,
      problems: [`The format version ${quoted(stored)} is not a version; read as version 1.`],
    }
  }
  if (stored > SONG_FORMAT_VERSION) {
    return {
      record,
      problems: [
        `This song was saved in format version ${stored}, newer than this Songpad knows ` +
          `(${SONG_FORMAT_VERSION}): only what fits version ${SONG_FORMAT_VERSION} is shown. ` +
          'Reload the page to get the latest Songpad before editing it.',
      ],
    }
  }
  return migrateFrom(stored, record)
}

function migrateFrom(version: number, record: RawRecord): Migrated {
  let current = record
  for (let v = version; v < SONG_FORMAT_VERSION; v += 1) {
    const migration = MIGRATIONS[v]
    if (!migration) return { record: current, problems: [`No migration from version ${v}.`] }
    current = migration(current)
  }
  return { record: current, problems: [] }
}
