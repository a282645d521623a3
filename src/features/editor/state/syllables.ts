import { syllable } from 'syllable'
import type { Bar } from '@/song/types'
import { barWords, lyricLines } from '@/song/words'

// Syllables per lyric line, as songwriters count them. The `syllable` package does the counting;
// a few words common in lyrics that it miscounts are put right here.

/** Words the package miscounts, as they are sung. */
const SUNG: Record<string, number> = {
  whoa: 1,
  poem: 2,
  poet: 2,
  science: 2,
  fluid: 2,
  evening: 2,
  everything: 3,
  everybody: 4,
  naked: 2,
  wicked: 2,
  crooked: 2,
  ragged: 2,
}

const cache = new Map<string, number>()
const CACHE_MAX = 5000

function countWord(word: string): number {
  const known = SUNG[word] ?? cache.get(word)
  if (known !== undefined) return known
  let count: number
  // "go-ing", "see-ing": the package hears one syllable in -oing and three in -eeing.
  if (/(?:o|ee)ing$/.test(word)) count = syllable(word.slice(0, -3)) + 1
  // "talked", "knocked": -ed after a consonant (but t or d) adds no syllable.
  else if (/[^aeiouytd]ed$/.test(word)) count = Math.max(syllable(word.slice(0, -2)), 1)
  else count = syllable(word)
  if (cache.size >= CACHE_MAX) cache.clear()
  cache.set(word, count)
  return count
}

/** The syllables in some words ("Hel-" and "lo" across two bars count as two). */
export function syllableCount(text: string): number {
  return text
    .toLowerCase()
    .split(/[\s\-–—/]+/)
    .map((word) => word.replace(/[^\p{L}']/gu, '').replace(/^'+|'+$/g, ''))
    .filter(Boolean)
    .reduce((sum, word) => sum + countWord(word), 0)
}

/**
 * Per bar of a section: the syllables of the lyric line that ends there (at a line end, or the
 * section's last bar), when that line has words; null elsewhere.
 */
export function lineSyllables(bars: readonly Bar[]): (number | null)[] {
  const counts: (number | null)[] = bars.map(() => null)
  let index = 0
  for (const line of lyricLines(bars)) {
    index += line.length
    const count = syllableCount(line.map(barWords).join(''))
    if (count > 0) counts[index - 1] = count
  }
  return counts
}
