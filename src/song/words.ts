import type { Bar } from './types'

// The words of a song as lines of lyrics. A bar's words are stored exactly as written or
// imported ("Hel" and "lo" from "[C]Hel[G]lo" stay one word), so text is joined as it is.

/** Two pieces of words as one: a space between them only when neither brings one. */
export function joinWords(first: string, second: string): string {
  if (!first) return second
  if (!second) return first
  return /\s$/.test(first) || /^\s/.test(second) ? first + second : `${first} ${second}`
}

/** The bar's words, all its slots together. */
export const barWords = (bar: Bar): string => bar.words.join('')

export const hasWords = (bar: Bar): boolean => bar.words.some((part) => part.trim() !== '')

/** Where the lyric lines of a run of bars end: at each lineEnd, and after the last bar. */
export function lyricLines(bars: readonly Bar[]): Bar[][] {
  const lines: Bar[][] = []
  let line: Bar[] = []
  for (const bar of bars) {
    line.push(bar)
    if (bar.lineEnd) {
      lines.push(line)
      line = []
    }
  }
  if (line.length) lines.push(line)
  return lines
}

/** The words a songwriter typed, as the bar keeps them: one space after, unless a hyphen joins on. */
export function typedWords(text: string): string {
  const trimmed = text.replace(/\s+$/, '')
  if (!trimmed) return ''
  return trimmed.endsWith('-') ? trimmed : `${trimmed} `
}
