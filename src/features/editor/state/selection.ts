import type { SongDocument } from '@/song/types'

/** Where the caret is: a slot of a bar of a section (all 0-based). */
export type Cursor = { section: number; bar: number; slot: number }

/** The caret plus the bar where a range selection started (same section; equal to bar when none). */
export type Selection = Cursor & { anchorBar: number }

export const START: Selection = { section: 0, bar: 0, slot: 0, anchorBar: 0 }

export const caret = (cursor: Cursor): Selection => ({ ...cursor, anchorBar: cursor.bar })

/** The caret on the first slot of a bar (the section's first unless given), no range selected. */
export const caretAt = (section: number, bar = 0): Selection => caret({ section, bar, slot: 0 })

/** The selected bars of the caret's section, first to last. */
export function selectedBars(selection: Selection): { first: number; last: number } {
  return {
    first: Math.min(selection.anchorBar, selection.bar),
    last: Math.max(selection.anchorBar, selection.bar),
  }
}

export const hasRange = (selection: Selection) => selection.anchorBar !== selection.bar

/** The selection moved inside the document (after an edit removed what it pointed at). */
export function clampSelection(doc: SongDocument, selection: Selection): Selection {
  const sectionCount = doc.sections.length
  if (sectionCount === 0) return START
  const section = Math.min(Math.max(selection.section, 0), sectionCount - 1)
  const bars = doc.sections[section]?.bars ?? []
  if (bars.length === 0) return caretAt(section)
  const bar = Math.min(Math.max(selection.bar, 0), bars.length - 1)
  const slots = bars[bar]?.chords.length ?? 1
  const slot = Math.min(Math.max(selection.slot, 0), Math.max(slots - 1, 0))
  const anchorBar = Math.min(Math.max(selection.anchorBar, 0), bars.length - 1)
  return { section, bar, slot, anchorBar }
}

export type Direction = 'left' | 'right' | 'up' | 'down' | 'next' | 'previous' | 'home' | 'end'

/** Bars per line of the grid on a wide screen: Up and Down jump by a line. */
export const BARS_PER_LINE = 4

/** Every slot in reading order, as a flat walk: the next or previous one from a cursor. */
function step(doc: SongDocument, cursor: Cursor, forward: boolean): Cursor {
  const { section, bar, slot } = cursor
  const bars = doc.sections[section]?.bars ?? []
  const slots = bars[bar]?.chords.length ?? 1
  if (forward) {
    if (slot + 1 < slots) return { section, bar, slot: slot + 1 }
    if (bar + 1 < bars.length) return { section, bar: bar + 1, slot: 0 }
    for (let next = section + 1; next < doc.sections.length; next += 1) {
      if ((doc.sections[next]?.bars.length ?? 0) > 0) return { section: next, bar: 0, slot: 0 }
    }
    return cursor
  }
  if (slot > 0) return { section, bar, slot: slot - 1 }
  if (bar > 0) return { section, bar: bar - 1, slot: (bars[bar - 1]?.chords.length ?? 1) - 1 }
  for (let previous = section - 1; previous >= 0; previous -= 1) {
    const previousBars = doc.sections[previous]?.bars ?? []
    if (previousBars.length > 0) {
      const last = previousBars.length - 1
      return { section: previous, bar: last, slot: (previousBars[last]?.chords.length ?? 1) - 1 }
    }
  }
  return cursor
}

/** Up and Down: a line of bars within the section, then on into the next or previous section. */
function line(doc: SongDocument, cursor: Cursor, down: boolean): Cursor {
  const bars = doc.sections[cursor.section]?.bars.length ?? 0
  const target = cursor.bar + (down ? BARS_PER_LINE : -BARS_PER_LINE)
  if (target >= 0 && target < bars) return { ...cursor, bar: target, slot: 0 }
  const column = cursor.bar % BARS_PER_LINE
  for (
    let section = cursor.section + (down ? 1 : -1);
    section >= 0 && section < doc.sections.length;
    section += down ? 1 : -1
  ) {
    const count = doc.sections[section]?.bars.length ?? 0
    if (count === 0) continue
    if (down) return { section, bar: Math.min(column, count - 1), slot: 0 }
    const lastLine = Math.floor((count - 1) / BARS_PER_LINE) * BARS_PER_LINE
    return { section, bar: Math.min(lastLine + column, count - 1), slot: 0 }
  }
  // Past the first or last line: to the section's first or last bar.
  return { ...cursor, bar: down ? Math.max(bars - 1, 0) : 0, slot: 0 }
}

/** The caret moved one step; `extend` grows a bar range within the section instead. */
export function moveSelection(
  doc: SongDocument,
  selection: Selection,
  direction: Direction,
  extend = false,
): Selection {
  let next: Cursor
  if (direction === 'right' || direction === 'next') next = step(doc, selection, true)
  else if (direction === 'left' || direction === 'previous') next = step(doc, selection, false)
  else if (direction === 'up' || direction === 'down')
    next = line(doc, selection, direction === 'down')
  else if (direction === 'home') next = { ...selection, bar: 0, slot: 0 }
  else {
    const bars = doc.sections[selection.section]?.bars ?? []
    next = { ...selection, bar: Math.max(bars.length - 1, 0), slot: 0 }
  }
  if (extend) {
    // A range stays within one section: moving out of it only moves the caret's end to the edge.
    if (next.section !== selection.section) return selection
    return { ...next, slot: 0, anchorBar: selection.anchorBar }
  }
  return caret(next)
}
