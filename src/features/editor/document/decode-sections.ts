import { tidyChord } from '@/music/chord-symbol'
import { decodeSectionStyle } from './decode-playback'
import { BARS_PER_SECTION_MAX, LABEL_MAX_LENGTH, REPEAT_MAX, SECTIONS_MAX } from './limits'
import { type ProblemLog, quoted } from './problem-log'
import type { Bar, Section, SectionLabel } from './types'

// tablecontent and labelcontent joined into sections, recovering every part that is valid:
// one bad chord empties one slot, one bad bar one bar, never the section around it.

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
  const chord = typeof value === 'string' ? tidyChord(value) : undefined
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

function decodeBar(value: unknown, where: string, beats: number, problems: ProblemLog): Bar {
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

function decodeBars(value: unknown, index: number, beats: number, problems: ProblemLog): Bar[] {
  const where = `Section ${index + 1}`
  if (value === undefined) return []
  if (!Array.isArray(value)) {
    problems.add(`${where}: ${quoted(value)} is not a list of bars; left without bars.`)
    return []
  }
  if (value.length > BARS_PER_SECTION_MAX) {
    problems.add(`${where} had ${value.length} bars; only the first ${BARS_PER_SECTION_MAX} kept.`)
  }
  return value
    .slice(0, BARS_PER_SECTION_MAX)
    .map((bar, i) => decodeBar(bar, `${where}, bar ${i + 1}`, beats, problems))
}

/** The sections of tablecontent (bars) and labelcontent (labels), paired by position. */
export function decodeSections(
  table: unknown,
  labels: unknown,
  beats: number,
  problems: ProblemLog,
): Section[] {
  const bars = asList(table, 'chord table (tablecontent)', problems)
  const names = asList(labels, 'section labels (labelcontent)', problems)
  const count = Math.max(bars.length, names.length)
  if (count > SECTIONS_MAX) {
    problems.add(`The song had ${count} sections; only the first ${SECTIONS_MAX} kept.`)
  }
  return Array.from({ length: Math.min(count, SECTIONS_MAX) }, (_, index) => {
    if (index >= names.length) {
      problems.add(`Section ${index + 1} had no label; named "${defaultLabel(index)}".`)
    }
    const label =
      index < names.length
        ? decodeLabel(names[index], index, problems)
        : { label: defaultLabel(index), repeat: 1 }
    if (index >= bars.length) problems.add(`Section ${index + 1} had no bars.`)
    return { ...label, bars: decodeBars(bars[index], index, beats, problems) }
  })
}
