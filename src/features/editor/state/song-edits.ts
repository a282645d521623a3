import type { StyleId } from '@/audio/styles/style-ids'
import {
  fitBar,
  toggleBarBeats,
  withChord,
  withChords,
  withoutChords,
  withWords,
} from '@/song/bar-edits'
import { copySection, createBar, createSection } from '@/song/create'
import { BARS_PER_SECTION_MAX, REPEAT_MAX, SECTIONS_MAX } from '@/song/limits'
import type { Bar, Section, SongDocument } from '@/song/types'

// Pure edits of a song document. Each returns a new document that shares every untouched section
// and bar with the old one, so the grid re-renders only what changed.

export const SECTION_LABELS = ['Verse', 'Chorus', 'Bridge', 'Intro', 'Pre-chorus', 'Solo', 'Outro']
export const MAX_REPEAT = REPEAT_MAX
export const MAX_BARS_PER_SECTION = BARS_PER_SECTION_MAX

const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((old, i) => (i === index ? item : old))

function mapSection(
  doc: SongDocument,
  index: number,
  change: (section: Section) => Section,
): SongDocument {
  const section = doc.sections[index]
  if (!section) return doc
  const changed = change(section)
  return changed === section ? doc : { ...doc, sections: replaceAt(doc.sections, index, changed) }
}

/** The section's bars as `change` makes them; when it keeps them, the document is left as it was. */
function mapBars(doc: SongDocument, section: number, change: (bars: Bar[]) => Bar[]): SongDocument {
  return mapSection(doc, section, (old) => {
    const bars = change(old.bars)
    return bars === old.bars ? old : { ...old, bars }
  })
}

export const emptyBar = (): Bar => createBar()

/** A bar of a section. */
type BarAt = { section: number; bar: number }

/** A slot of a bar. */
type SlotAt = BarAt & { slot: number }

/** Bars `first` to `last` of a section. */
type BarRange = { section: number; first: number; last: number }

const inRange = (range: BarRange, index: number) => index >= range.first && index <= range.last

function mapBar(doc: SongDocument, at: BarAt, change: (bar: Bar) => Bar): SongDocument {
  return mapBars(doc, at.section, (bars) => {
    const bar = bars[at.bar]
    if (!bar) return bars
    const changed = change(bar)
    return changed === bar ? bars : replaceAt(bars, at.bar, changed)
  })
}

/** A label not yet used: "Verse", then "Verse 2"… */
export function nextLabel(doc: SongDocument, base?: string): string {
  const used = new Set(doc.sections.map((section) => section.label))
  const wanted =
    base ?? SECTION_LABELS.find((label) => !used.has(label)) ?? SECTION_LABELS[1] ?? 'Verse'
  if (!used.has(wanted)) return wanted
  for (let n = 2; ; n += 1) if (!used.has(`${wanted} ${n}`)) return `${wanted} ${n}`
}

export const setSlot = (doc: SongDocument, at: SlotAt, symbol: string): SongDocument =>
  mapBar(doc, at, (bar) => withChord(bar, at.slot, symbol))

/** The words sung from a slot of a bar on. */
export const setWords = (doc: SongDocument, at: SlotAt, words: string): SongDocument =>
  mapBar(doc, at, (bar) => withWords(bar, at.slot, words))

/** Whether a line of the lyrics ends with the bar. */
export const setLineEnd = (doc: SongDocument, at: BarAt, lineEnd: boolean): SongDocument =>
  mapBar(doc, at, (bar) => (bar.lineEnd === lineEnd ? bar : { ...bar, lineEnd }))

/** A bar with one chord becomes one slot per beat (its chord on beat 1), and back. */
export const toggleBeats = (doc: SongDocument, at: BarAt) =>
  mapBar(doc, at, (bar) => toggleBarBeats(bar, doc.timeSignature.beats))

export function insertBars(doc: SongDocument, at: BarAt, bars: Bar[]): SongDocument {
  return mapBars(doc, at.section, (current) => {
    const room = MAX_BARS_PER_SECTION - current.length
    if (room <= 0) return current
    const next = [...current]
    next.splice(Math.min(at.bar, next.length), 0, ...bars.slice(0, room))
    return next
  })
}

export const removeBars = (doc: SongDocument, range: BarRange): SongDocument =>
  mapBars(doc, range.section, (bars) => bars.filter((_, i) => !inRange(range, i)))

/**
 * Overwrites bars from `at` on with `bars`, adding bars past the end; slots fit the meter. A bar
 * pasted over keeps its id, and its words unless the pasted bar brings some.
 */
export function pasteBars(doc: SongDocument, at: BarAt, bars: Bar[]): SongDocument {
  return mapBars(doc, at.section, (current) => {
    const next = [...current]
    bars.forEach((bar, i) => {
      const index = at.bar + i
      if (index >= MAX_BARS_PER_SECTION) return
      const old = next[index]
      const pasted = !old
        ? createBar(bar.chords, bar.words)
        : bar.words.some(Boolean)
          ? { ...bar, id: old.id, lineEnd: old.lineEnd }
          : withChords(old, bar.chords)
      next[index] = fitBar(pasted, doc.timeSignature.beats)
    })
    return next
  })
}

export const clearBars = (doc: SongDocument, range: BarRange): SongDocument =>
  mapBars(doc, range.section, (bars) =>
    bars.map((bar, i) => (inRange(range, i) ? withoutChords(bar) : bar)),
  )

export function addSection(doc: SongDocument, index: number, label?: string): SongDocument {
  if (doc.sections.length >= SECTIONS_MAX) return doc
  const section: Section = createSection(nextLabel(doc, label), Array.from({ length: 4 }, emptyBar))
  const sections = [...doc.sections]
  sections.splice(Math.min(Math.max(index, 0), sections.length), 0, section)
  return { ...doc, sections }
}

export const renameSection = (doc: SongDocument, index: number, label: string) =>
  mapSection(doc, index, (section) => ({ ...section, label }))

export const setRepeat = (doc: SongDocument, index: number, repeat: number) =>
  mapSection(doc, index, (section) => ({
    ...section,
    repeat: Math.min(Math.max(Math.round(repeat) || 1, 1), MAX_REPEAT),
  }))

/** A section's own style; none, and it plays in the song's. */
export const setSectionStyle = (doc: SongDocument, index: number, style?: StyleId) =>
  mapSection(doc, index, ({ style: _, ...section }) => (style ? { ...section, style } : section))

export function moveSection(doc: SongDocument, from: number, to: number): SongDocument {
  const count = doc.sections.length
  if (from === to || from < 0 || from >= count || to < 0 || to >= count) return doc
  const sections = [...doc.sections]
  const [moved] = sections.splice(from, 1)
  if (moved) sections.splice(to, 0, moved)
  return { ...doc, sections }
}

export function duplicateSection(doc: SongDocument, index: number): SongDocument {
  const section = doc.sections[index]
  if (!section || doc.sections.length >= SECTIONS_MAX) return doc
  const sections = [...doc.sections]
  sections.splice(index + 1, 0, copySection(section))
  return { ...doc, sections }
}

export const deleteSection = (doc: SongDocument, index: number): SongDocument => ({
  ...doc,
  sections: doc.sections.filter((_, i) => i !== index),
})

/** A new meter: bars with a chord per beat gain or lose slots to match. */
export function setTimeSignature(doc: SongDocument, beats: number, unit: number): SongDocument {
  const old = doc.timeSignature.beats
  const sections =
    beats === old
      ? doc.sections
      : doc.sections.map((section) => ({
          ...section,
          bars: section.bars.map((bar) => fitBar(bar, beats)),
        }))
  return { ...doc, timeSignature: { beats, unit }, sections }
}
