import { createBar } from '@/song/create'
import { BAR_WORDS_MAX_LENGTH, BARS_PER_SECTION_MAX } from '@/song/limits'
import type { Bar, SongDocument } from '@/song/types'
import { typedWords } from '@/song/words'
import type { Cursor } from './selection'

// A verse pasted into a words field, spread over the section's bars from there on: a line a bar,
// or each line's words shared evenly over a few bars. Bars are added at the section's end as needed.

/** Bars a pasted line may be spread over (the choice offered after a paste). */
export const BARS_PER_LINE_CHOICES = [1, 2, 4] as const

/** The lines of pasted text worth a bar: blank lines and surrounding spaces go. */
export const pastedLines = (text: string): string[] =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter(Boolean)

/** A line's words shared over `bars` bars: earlier bars take no more words than later ones. */
export function splitLine(line: string, bars: number): string[] {
  const words = line.split(' ').filter(Boolean)
  return Array.from({ length: Math.max(bars, 1) }, (_, j) =>
    words
      .slice(Math.floor((j * words.length) / bars), Math.floor(((j + 1) * words.length) / bars))
      .join(' '),
  )
}

/** One bar's share of the paste: its words and whether the line ends there. */
type Part = { words: string; lineEnd: boolean }

/** The bar with the pasted words from slot `from` on (the slots before it keep theirs). */
function pastedBar(bar: Bar, from: number, part: Part): Bar {
  const kept = bar.words.slice(0, from).join('')
  const words = bar.chords.map((_, k) => (k < from ? (bar.words[k] ?? '') : ''))
  const text = part.words ? typedWords(part.words) : ''
  words[from] = text.slice(0, BAR_WORDS_MAX_LENGTH - kept.length)
  return { ...bar, words, lineEnd: part.lineEnd }
}

export type SpreadResult = {
  doc: SongDocument
  /** Bars that took words. */
  bars: number
  /** Bars added at the section's end. */
  added: number
  /** Lines that did not fit in the section (its bar limit). */
  dropped: number
}

/** The song with `lines` spread from the words field `at` on, `barsPerLine` bars a line. */
export function spreadLyrics(
  doc: SongDocument,
  at: Cursor,
  lines: readonly string[],
  barsPerLine: number,
): SpreadResult {
  const section = doc.sections[at.section]
  if (!section || !lines.length) return { doc, bars: 0, added: 0, dropped: 0 }
  const perLine = Math.max(1, Math.round(barsPerLine))
  const room = Math.max(BARS_PER_SECTION_MAX - at.bar, 0)
  const fitting = Math.min(lines.length, Math.floor(room / perLine))
  const parts: Part[] = lines
    .slice(0, fitting)
    .flatMap((line) =>
      splitLine(line, perLine).map((words, j) => ({ words, lineEnd: j === perLine - 1 })),
    )
  const bars = [...section.bars]
  let added = 0
  parts.forEach((part, i) => {
    const index = at.bar + i
    const old = bars[index] ?? createBar()
    if (!bars[index]) added += 1
    bars[index] = pastedBar(old, i === 0 ? at.slot : 0, part)
  })
  const sections = doc.sections.map((old, s) => (s === at.section ? { ...old, bars } : old))
  return { doc: { ...doc, sections }, bars: parts.length, added, dropped: lines.length - fitting }
}
