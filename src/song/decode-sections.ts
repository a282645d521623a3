import { tidyChord } from '@/music/chord-symbol'
import { decodeSectionStyle } from './decode-playback'
import { isId, positionId } from './ids'
import {
  BAR_WORDS_MAX_LENGTH,
  BARS_PER_SECTION_MAX,
  CHORD_MAX_LENGTH,
  LABEL_MAX_LENGTH,
  REPEAT_MAX,
  SECTIONS_MAX,
  SONG_WORDS_MAX_LENGTH,
} from './limits'
import { type ProblemLog, quoted } from './problem-log'
import type { Bar, Section, SectionLabel } from './types'
import { joinWords } from './words'

// tablecontent and labelcontent joined into sections, recovering every part that is valid:
// one bad chord empties one slot, one bad bar one bar, never the section around it. Both formats
// are read here: a version-1 section is a list of bars and a bar a list of slots; version 2 wraps
// them in objects with ids and words.

/** What the sections of one song share while they are read: ids given out, words counted. */
type SongReading = { problems: ProblemLog; ids: Set<string>; words: number; wordsCut?: boolean }

/** The stored id when it is valid and not yet used, else one from its place. */
function claimId(reading: SongReading, stored: unknown, fallback: string): string {
  let id = isId(stored) && !reading.ids.has(stored) ? stored : fallback
  for (let n = 2; reading.ids.has(id); n += 1) id = `${fallback}-${n}`
  reading.ids.add(id)
  return id
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The label a section gets when it has none: "Section 3". */
export const defaultLabel = (index: number): string => `Section ${index + 1}`

/** PocketBase returns JSON fields parsed, but a hand-made record may hold them as text. */
function asList(value: unknown, field: string, problems: ProblemLog): unknown[] {
  if (value === undefined || value === null) return []
  let list = value
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value)
    } catch {
      list = value
    }
  }
  if (Array.isArray(list)) return list
  problems.add(`The ${field} ${quoted(value)} is not a list; read as empty.`)
  return []
}

function decodeLabel(value: unknown, index: number, problems: ProblemLog): SectionLabel {
  const where = `Section ${index + 1}`
  const fallback = { label: defaultLabel(index), repeat: 1 }
  if (typeof value === 'string') return { label: cutLabel(value, where, problems), repeat: 1 }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.add(`${where}: the label ${quoted(value)} is not a label; named "${fallback.label}".`)
    return fallback
  }
  const { label, repeat, style } = value as Record<string, unknown>
  let text = fallback.label
  if (typeof label === 'string') text = cutLabel(label, where, problems)
  else problems.add(`${where}: the label ${quoted(label)} is not text; named "${fallback.label}".`)
  const decoded: SectionLabel = { label: text, repeat: decodeRepeat(repeat, where, problems) }
  const own = decodeSectionStyle(style, where, problems)
  return own ? { ...decoded, style: own } : decoded
}

function cutLabel(label: string, where: string, problems: ProblemLog): string {
  if (label.length <= LABEL_MAX_LENGTH) return label
  problems.add(`${where}: the label was longer than ${LABEL_MAX_LENGTH} characters; cut short.`)
  return label.slice(0, LABEL_MAX_LENGTH)
}

function decodeRepeat(value: unknown, where: string, problems: ProblemLog): number {
  if (value === undefined || value === null) return 1
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    problems.add(`${where}: the repeat count ${quoted(value)} is not a number; played once.`)
    return 1
  }
  const repeat = Math.min(REPEAT_MAX, Math.max(1, Math.round(value)))
  if (repeat !== value) {
    problems.add(`${where}: the repeat count ${value} is not 1 to ${REPEAT_MAX}; set to ${repeat}.`)
  }
  return repeat
}

function decodeSlot(value: unknown, where: string, problems: ProblemLog): string {
  if (value === '' || value === null || value === undefined) return ''
  const chord =
    typeof value === 'string' && value.length <= CHORD_MAX_LENGTH ? tidyChord(value) : undefined
  if (chord !== undefined) return chord
  if (typeof value === 'string' && value.trim() === '') return ''
  problems.add(`${where}: ${quoted(value)} is not a chord; left empty.`)
  return ''
}

function resized(slots: unknown[], length: number): string {
  if (slots.length < length) return 'filled with empty beats'
  const dropped = slots.slice(length).some((slot) => slot !== '' && slot !== null)
  return dropped ? 'chords past the last beat dropped' : 'cut to the beats'
}

function decodeSlots(value: unknown, where: string, beats: number, problems: ProblemLog) {
  let slots: unknown[]
  if (Array.isArray(value)) slots = value
  else if (typeof value === 'string') slots = [value]
  else {
    problems.add(`${where}: ${quoted(value)} is not a bar; left empty.`)
    return ['']
  }
  // One chord for the bar, or one per beat; any other length is padded or cut to the beats.
  const length = slots.length === 1 ? 1 : beats
  if (slots.length === 0) {
    problems.add(`${where} had no slots; left empty.`)
    return ['']
  }
  if (slots.length !== length) {
    problems.add(
      `${where} had ${slots.length} slots for ${beats} beats; ${resized(slots, length)}.`,
    )
  }
  return Array.from({ length }, (_, beat) =>
    decodeSlot(slots[beat], length > 1 ? `${where}, beat ${beat + 1}` : where, problems),
  )
}

/**
 * The words of a bar, one entry per slot. Words stored at a held slot or past the last one are
 * kept, joined to the words of the chord they are sung on: no word is ever dropped for its place.
 */
function decodeWords(
  value: unknown,
  chords: string[],
  where: string,
  reading: SongReading,
): string[] {
  const words = chords.map(() => '')
  if (value === undefined || value === null) return words
  const parts = typeof value === 'string' ? [value] : Array.isArray(value) ? value : undefined
  if (!parts) {
    reading.problems.add(`${where}: the words ${quoted(value)} are not text; left out.`)
    return words
  }
  let owner = 0
  parts.forEach((part, slot) => {
    if (typeof part !== 'string') {
      if (part !== null && part !== undefined)
        reading.problems.add(`${where}: the words ${quoted(part)} are not text; left out.`)
      return
    }
    if (slot < chords.length && (slot === 0 || chords[slot] !== '')) owner = slot
    words[owner] = joinWords(words[owner] ?? '', part)
  })
  return cutWords(words, where, reading)
}

/** Words past the bar's or the song's limit are cut, saying so. */
function cutWords(words: string[], where: string, reading: SongReading): string[] {
  const total = words.reduce((sum, part) => sum + part.length, 0)
  const room = Math.max(0, Math.min(BAR_WORDS_MAX_LENGTH, SONG_WORDS_MAX_LENGTH - reading.words))
  if (total <= room) {
    reading.words += total
    return words
  }
  if (room === BAR_WORDS_MAX_LENGTH) {
    reading.problems.add(
      `${where}: the words were longer than ${BAR_WORDS_MAX_LENGTH} characters; cut short.`,
    )
  } else if (!reading.wordsCut) {
    // Said once: every bar after this one loses its words for the same reason.
    reading.wordsCut = true
    reading.problems.add(
      `${where}: the song's words were longer than ${SONG_WORDS_MAX_LENGTH} characters; the rest left out.`,
    )
  }
  let left = room
  const cut = words.map((part) => {
    const kept = part.slice(0, left)
    left -= kept.length
    return kept
  })
  reading.words += room
  return cut
}

function decodeBar(
  value: unknown,
  at: { section: number; bar: number },
  beats: number,
  reading: SongReading,
): Bar {
  const where = `Section ${at.section + 1}, bar ${at.bar + 1}`
  const stored = isObject(value) ? value : { chords: value }
  const chords = decodeSlots(stored.chords, where, beats, reading.problems)
  return {
    id: claimId(reading, stored.id, positionId(at.section, at.bar)),
    chords,
    words: decodeWords(stored.words, chords, where, reading),
    lineEnd: stored.lineEnd === true,
  }
}

function decodeBars(value: unknown, section: number, beats: number, reading: SongReading) {
  const where = `Section ${section + 1}`
  if (value === undefined) return []
  if (!Array.isArray(value)) {
    reading.problems.add(`${where}: ${quoted(value)} is not a list of bars; left without bars.`)
    return []
  }
  if (value.length > BARS_PER_SECTION_MAX) {
    reading.problems.add(
      `${where} had ${value.length} bars; only the first ${BARS_PER_SECTION_MAX} kept.`,
    )
  }
  return value
    .slice(0, BARS_PER_SECTION_MAX)
    .map((bar, i) => decodeBar(bar, { section, bar: i }, beats, reading))
}

/** The sections of tablecontent (bars) and labelcontent (labels), paired by position. */
export function decodeSections(
  table: unknown,
  labels: unknown,
  beats: number,
  problems: ProblemLog,
): Section[] {
  const stored = asList(table, 'chord table (tablecontent)', problems)
  const names = asList(labels, 'section labels (labelcontent)', problems)
  const count = Math.max(stored.length, names.length)
  if (count > SECTIONS_MAX) {
    problems.add(`The song had ${count} sections; only the first ${SECTIONS_MAX} kept.`)
  }
  const reading: SongReading = { problems, ids: new Set(), words: 0 }
  return Array.from({ length: Math.min(count, SECTIONS_MAX) }, (_, index) => {
    if (index >= names.length) {
      problems.add(`Section ${index + 1} had no label; named "${defaultLabel(index)}".`)
    }
    const label =
      index < names.length
        ? decodeLabel(names[index], index, problems)
        : { label: defaultLabel(index), repeat: 1 }
    if (index >= stored.length) problems.add(`Section ${index + 1} had no bars.`)
    const entry = stored[index]
    const section = isObject(entry) ? entry : { bars: entry }
    return {
      id: claimId(reading, section.id, positionId(index)),
      ...label,
      bars: decodeBars(section.bars, index, beats, reading),
    }
  })
}
