import type { Bar, Slot } from './types'
import { joinWords } from './words'

// Edits of one bar that keep its words with its chords: words belong to the slot where they are
// sung, and when slots go, their words join the chord before them; no edit of chords loses a word.

/** The bar with `symbol` in slot `slot` ('' to hold the chord before). */
export function withChord(bar: Bar, slot: number, symbol: Slot): Bar {
  if (slot < 0 || slot >= bar.chords.length || bar.chords[slot] === symbol) return bar
  const chords = bar.chords.map((old, i) => (i === slot ? symbol : old))
  return { ...bar, chords, words: settleWords(chords, bar.words) }
}

/** The bar with these chords in place of its own; words move only where a slot goes. */
export function withChords(bar: Bar, chords: readonly Slot[]): Bar {
  const words =
    bar.words.length === chords.length
      ? bar.words
      : chords.map((_, i) => (i === 0 ? bar.words.reduce(joinWords, '') : ''))
  return { ...bar, chords: [...chords], words: settleWords(chords, words) }
}

/** The bar with its words for slot `slot` (only slot 0 and slots where a chord starts hold words). */
export function withWords(bar: Bar, slot: number, words: string): Bar {
  if (slot < 0 || slot >= bar.chords.length || bar.words[slot] === words) return bar
  return { ...bar, words: bar.words.map((old, i) => (i === slot ? words : old)) }
}

/** Words at a slot that holds the chord before it move back to the slot that started it. */
function settleWords(chords: readonly Slot[], words: readonly string[]): string[] {
  const settled = chords.map(() => '')
  let owner = 0
  chords.forEach((chord, i) => {
    if (i === 0 || chord !== '') owner = i
    settled[owner] = joinWords(settled[owner] ?? '', words[i] ?? '')
  })
  return settled
}

/** One chord for the bar, or exactly one slot per beat. */
export function fitBar(bar: Bar, beats: number): Bar {
  const length = bar.chords.length
  if (length === 1 || length === beats) return bar
  if (length === 0) return { ...bar, chords: [''], words: [bar.words.join('')] }
  const chords = Array.from({ length: beats }, (_, i) => bar.chords[i] ?? '')
  const words = chords.map((_, i) => bar.words[i] ?? '')
  // Slots past the new last beat hand their words to the last slot kept.
  const rest = bar.words.slice(beats).join('')
  if (rest) words[beats - 1] = joinWords(words[beats - 1] ?? '', rest)
  return { ...bar, chords, words: settleWords(chords, words) }
}

/** A bar with one chord becomes one slot per beat (its chord on beat 1), and back. */
export function toggleBarBeats(bar: Bar, beats: number): Bar {
  if (bar.chords.length === 1 && beats > 1) {
    const padding = Array.from({ length: beats - 1 }, () => '')
    return {
      ...bar,
      chords: [bar.chords[0] ?? '', ...padding],
      words: [bar.words[0] ?? '', ...padding],
    }
  }
  return {
    ...bar,
    chords: [bar.chords.find((slot) => slot !== '') ?? ''],
    words: [bar.words.reduce(joinWords, '')],
  }
}

/** The bar without chords; its words stay. */
export function withoutChords(bar: Bar): Bar {
  if (bar.chords.every((slot) => slot === '')) return bar
  const chords = bar.chords.map(() => '')
  return { ...bar, chords, words: settleWords(chords, bar.words) }
}
