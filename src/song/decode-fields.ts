import { DEFAULT_SONG } from '@/config/constants'
import { tidyKey } from '@/music/key-name'
import { type Instrument, isInstrument } from './instruments'
import {
  BPM_MAX,
  BPM_MIN,
  DEFAULT_TIME_SIGNATURE,
  DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  TIME_SIGNATURE_BEATS_MAX,
  TIME_SIGNATURE_UNITS,
} from './limits'
import { type ProblemLog, quoted } from './problem-log'
import type { TimeSignature } from './types'

// The song's settings, each read on its own: a bad tempo never costs the song its name.
// A field that is missing takes its default quietly; one that is present but wrong says so.

export function decodeName(value: unknown, problems: ProblemLog): string {
  if (value === undefined) return DEFAULT_SONG.name
  if (typeof value !== 'string') {
    problems.add(`The name ${quoted(value)} is not text; named "${DEFAULT_SONG.name}".`)
    return DEFAULT_SONG.name
  }
  if (value.length <= NAME_MAX_LENGTH) return value
  problems.add(`The name was longer than ${NAME_MAX_LENGTH} characters; cut short.`)
  return value.slice(0, NAME_MAX_LENGTH)
}

export function decodeBpm(value: unknown, problems: ProblemLog): number {
  if (value === undefined) return DEFAULT_SONG.bpm
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    problems.add(`The tempo ${quoted(value)} is not a number; set to ${DEFAULT_SONG.bpm} bpm.`)
    return DEFAULT_SONG.bpm
  }
  const bpm = Math.min(BPM_MAX, Math.max(BPM_MIN, Math.round(value)))
  if (bpm !== Math.round(value)) {
    problems.add(`The tempo ${value} bpm is outside ${BPM_MIN}–${BPM_MAX}; set to ${bpm} bpm.`)
  }
  return bpm
}

/** "N/D": N beats of 1/D notes, N from 1 to 16, D one of 1, 2, 4, 8, 16. */
export function parseTimeSignature(text: string): TimeSignature | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{1,2})\s*$/.exec(text)
  const beats = Number(match?.[1])
  const unit = Number(match?.[2])
  const valid =
    beats >= 1 && beats <= TIME_SIGNATURE_BEATS_MAX && TIME_SIGNATURE_UNITS.includes(unit)
  return valid ? { beats, unit } : undefined
}

export function decodeTimeSignature(value: unknown, problems: ProblemLog): TimeSignature {
  // PocketBase keeps a text field never set as '': that is a missing field, not a wrong one.
  if (value === undefined || value === null || value === '') return { ...DEFAULT_TIME_SIGNATURE }
  const parsed = typeof value === 'string' ? parseTimeSignature(value) : undefined
  if (parsed) return parsed
  problems.add(`The time signature ${quoted(value)} is not one we can play; set to 4/4.`)
  return { ...DEFAULT_TIME_SIGNATURE }
}

export function decodeInstrument(value: unknown, problems: ProblemLog): Instrument {
  if (value === undefined) return DEFAULT_SONG.instrument
  if (isInstrument(value)) return value
  problems.add(
    `The instrument ${quoted(value)} is not piano (0), guitar (1) or ukulele (2); set to piano.`,
  )
  return DEFAULT_SONG.instrument
}

export function decodeKey(value: unknown, problems: ProblemLog): string {
  if (value === undefined || value === null || value === '') return ''
  const key = typeof value === 'string' ? tidyKey(value) : undefined
  if (key !== undefined) return key
  problems.add(`The key ${quoted(value)} is not a key; left unset (the editor guesses it).`)
  return ''
}

// A list of thousands of tags is junk: only its start is read.
const TAGS_SCANNED = TAGS_MAX * 4

export function decodeTags(value: unknown, problems: ProblemLog): string[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) {
    problems.add(`The tags ${quoted(value)} are not a list; left empty.`)
    return []
  }
  const tags: string[] = []
  for (const tag of value.slice(0, TAGS_SCANNED)) {
    const text = typeof tag === 'string' ? tag.trim().slice(0, TAG_MAX_LENGTH) : ''
    if (typeof tag !== 'string') problems.add(`The tag ${quoted(tag)} is not text; dropped.`)
    else if (text && !tags.includes(text)) tags.push(text)
  }
  if (tags.length > TAGS_MAX || value.length > TAGS_SCANNED) {
    problems.add(`Only the first ${TAGS_MAX} tags are kept.`)
  }
  return tags.slice(0, TAGS_MAX)
}

export function decodeDescription(value: unknown, problems: ProblemLog): string {
  if (value === undefined || value === null) return ''
  if (typeof value !== 'string') {
    problems.add(`The description ${quoted(value)} is not text; left empty.`)
    return ''
  }
  if (value.length <= DESCRIPTION_MAX_LENGTH) return value
  problems.add(`The description was longer than ${DESCRIPTION_MAX_LENGTH} characters; cut short.`)
  return value.slice(0, DESCRIPTION_MAX_LENGTH)
}
