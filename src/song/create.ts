import { newId } from './ids'
import type { Bar, Section, Slot } from './types'

// New sections and bars, each with a fresh id.

/** A bar of these chords (one for the bar, or one per beat), with words if given. */
export function createBar(chords: Slot[] = [''], words?: string[]): Bar {
  return {
    id: newId(),
    chords: chords.length ? [...chords] : [''],
    words: (chords.length ? chords : ['']).map((_, i) => words?.[i] ?? ''),
    lineEnd: false,
  }
}

export function createSection(label: string, bars: Bar[], repeat = 1): Section {
  return { id: newId(), label, repeat, bars }
}

/** The same bar under a new id, for a copy that lives beside the original. */
export const copyBar = (bar: Bar): Bar => ({ ...bar, id: newId() })

export const copySection = (section: Section): Section => ({
  ...section,
  id: newId(),
  bars: section.bars.map(copyBar),
})
