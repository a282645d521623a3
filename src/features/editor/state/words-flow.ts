import type { Bar, SongDocument } from '@/song/types'
import type { Cursor } from './selection'

// Where typing words goes next. A bar has a words field under slot 0 and under each slot where a
// chord starts (the words sung from there on): the fields in reading order are the song's lyrics.

/** The slots of a bar that carry words: slot 0 and each slot where a chord starts. */
export const wordSlots = (bar: Bar): number[] =>
  bar.chords.flatMap((chord, slot) => (slot === 0 || chord !== '' ? [slot] : []))

/** The words slot sung at `slot`: the last one at or before it (a held beat belongs to its chord). */
export function wordsOwner(bar: Bar, slot: number): number {
  for (let k = Math.min(slot, bar.chords.length - 1); k > 0; k -= 1) if (bar.chords[k]) return k
  return 0
}

/** A field's text: the words as stored, without the space typed words keep after them. */
export const shownWords = (words: string): string => words.replace(/\s+$/, '')

/** Every bar of the song in order, as a place. */
function* barsFrom(doc: SongDocument, at: { section: number; bar: number }, forward: boolean) {
  for (let s = at.section; s >= 0 && s < doc.sections.length; s += forward ? 1 : -1) {
    const bars = doc.sections[s]?.bars ?? []
    const start = s === at.section ? at.bar + (forward ? 1 : -1) : forward ? 0 : bars.length - 1
    for (let b = start; b >= 0 && b < bars.length; b += forward ? 1 : -1) {
      const bar = bars[b]
      if (bar) yield { section: s, bar: b, value: bar }
    }
  }
}

/** The words field after (or before) `at` in reading order, on into the next section; none at the song's ends. */
export function nextWordsField(
  doc: SongDocument,
  at: Cursor,
  forward: boolean,
): Cursor | undefined {
  const bar = doc.sections[at.section]?.bars[at.bar]
  if (bar) {
    const slots = wordSlots(bar)
    const here = slots.indexOf(wordsOwner(bar, at.slot))
    const slot = slots[here + (forward ? 1 : -1)]
    if (slot !== undefined) return { section: at.section, bar: at.bar, slot }
  }
  for (const place of barsFrom(doc, at, forward)) {
    const slots = wordSlots(place.value)
    const slot = forward ? slots[0] : slots.at(-1)
    if (slot !== undefined) return { section: place.section, bar: place.bar, slot }
  }
  return undefined
}

/** The first words field of the bar after `at` (a new line of the lyrics starts there). */
export function nextBarWords(doc: SongDocument, at: { section: number; bar: number }) {
  for (const place of barsFrom(doc, at, true))
    return { section: place.section, bar: place.bar, slot: 0 }
  return undefined
}

/** The bar before `at` within its section, if any: Backspace at a line's start joins it to that one. */
export const barBefore = (doc: SongDocument, at: { section: number; bar: number }) =>
  at.bar > 0 ? doc.sections[at.section]?.bars[at.bar - 1] : undefined
