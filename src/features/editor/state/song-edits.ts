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

export const emptyBar = (): Bar => ['']

/** A label not yet used: "Verse", then "Verse 2"… */
export function nextLabel(doc: SongDocument, base?: string): string {
  const used = new Set(doc.sections.map((section) => section.label))
  const wanted =
    base ?? SECTION_LABELS.find((label) => !used.has(label)) ?? SECTION_LABELS[1] ?? 'Verse'
  if (!used.has(wanted)) return wanted
  for (let n = 2; ; n += 1) if (!used.has(`${wanted} ${n}`)) return `${wanted} ${n}`
}

export function setSlot(
  doc: SongDocument,
  at: { section: number; bar: number; slot: number },
  symbol: string,
): SongDocument {
  return mapSection(doc, at.section, (section) => {
    const bar = section.bars[at.bar]
    if (!bar || at.slot >= bar.length || bar[at.slot] === symbol) return section
    return { ...section, bars: replaceAt(section.bars, at.bar, replaceAt(bar, at.slot, symbol)) }
  })
}

/** A bar with one chord becomes one slot per beat (its chord on beat 1), and back. */
export function toggleBeats(doc: SongDocument, at: { section: number; bar: number }): SongDocument {
  const beats = doc.timeSignature.beats
  return mapSection(doc, at.section, (section) => {
    const bar = section.bars[at.bar]
    if (!bar) return section
    const next: Bar =
      bar.length === 1 && beats > 1
        ? [bar[0] ?? '', ...Array.from({ length: beats - 1 }, () => '')]
        : [bar.find((slot) => slot !== '') ?? '']
    return { ...section, bars: replaceAt(section.bars, at.bar, next) }
  })
}

export function insertBars(
  doc: SongDocument,
  at: { section: number; bar: number },
  bars: Bar[],
): SongDocument {
  return mapSection(doc, at.section, (section) => {
    const room = MAX_BARS_PER_SECTION - section.bars.length
    if (room <= 0) return section
    const next = [...section.bars]
    next.splice(Math.min(at.bar, next.length), 0, ...bars.slice(0, room))
    return { ...section, bars: next }
  })
}

export function removeBars(
  doc: SongDocument,
  at: { section: number; first: number; last: number },
): SongDocument {
  return mapSection(doc, at.section, (section) => ({
    ...section,
    bars: section.bars.filter((_, i) => i < at.first || i > at.last),
  }))
}

/** Overwrites bars from `at` on with `bars`, adding bars past the end; slots fit the meter. */
export function pasteBars(
  doc: SongDocument,
  at: { section: number; bar: number },
  bars: Bar[],
): SongDocument {
  return mapSection(doc, at.section, (section) => {
    const next = [...section.bars]
    bars.forEach((bar, i) => {
      if (at.bar + i < MAX_BARS_PER_SECTION) next[at.bar + i] = fitBar(bar, doc.timeSignature.beats)
    })
    return { ...section, bars: next }
  })
}

/** One chord for the bar, or exactly one slot per beat. */
export function fitBar(bar: Bar, beats: number): Bar {
  if (bar.length <= 1) return bar.length ? bar : emptyBar()
  if (bar.length === beats) return bar
  const fitted = bar.slice(0, beats)
  while (fitted.length < beats) fitted.push('')
  return fitted
}

export function clearBars(
  doc: SongDocument,
  at: { section: number; first: number; last: number },
): SongDocument {
  return mapSection(doc, at.section, (section) => ({
    ...section,
    bars: section.bars.map((bar, i) =>
      i < at.first || i > at.last || bar.every((slot) => slot === '') ? bar : bar.map(() => ''),
    ),
  }))
}

export function addSection(doc: SongDocument, index: number, label?: string): SongDocument {
  if (doc.sections.length >= SECTIONS_MAX) return doc
  const section: Section = {
    label: nextLabel(doc, label),
    repeat: 1,
    bars: Array.from({ length: 4 }, emptyBar),
  }
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
  sections.splice(index + 1, 0, { ...section, bars: section.bars.map((bar) => [...bar]) })
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
          bars: section.bars.map((bar) => (bar.length > 1 ? fitBar(bar, beats) : bar)),
        }))
  return { ...doc, timeSignature: { beats, unit }, sections }
}

/** Every chord symbol the song uses, in order of first appearance. */
export function usedChords(doc: SongDocument): string[] {
  const seen = new Set<string>()
  for (const section of doc.sections)
    for (const bar of section.bars) for (const slot of bar) if (slot) seen.add(slot)
  return [...seen]
}
