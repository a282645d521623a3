import { isChord } from '@/music/chord-symbol'
import { isChordLine } from '../bar-notation'
import { BAR_WORDS_MAX_LENGTH } from '../limits'
import type { DraftBar } from './song-draft'

// A line of lyrics with its chords as bars: one bar per chord, holding the words sung from that
// chord to the next, exactly as written ("[C]Hel[G]lo" keeps "Hel" and "lo"), so the bars' words
// joined give the line back. Words before the first chord make a bar of their own with no chord.
// The line's last bar ends the line.

const bar = (chord: string, words: string): DraftBar => ({
  chords: [chord],
  words: [words],
  lineEnd: false,
})

/** Words longer than a bar may hold go on in bars with no new chord: the chord rings on. */
function fitWords(bars: DraftBar[]): DraftBar[] {
  return bars.flatMap((one) => {
    let rest = one.words[0] ?? ''
    if (rest.length <= BAR_WORDS_MAX_LENGTH) return [one]
    const pieces: string[] = []
    while (rest.length > BAR_WORDS_MAX_LENGTH) {
      const space = rest.lastIndexOf(' ', BAR_WORDS_MAX_LENGTH - 1)
      const cut = space > 0 ? space + 1 : BAR_WORDS_MAX_LENGTH
      pieces.push(rest.slice(0, cut))
      rest = rest.slice(cut)
    }
    pieces.push(rest)
    return pieces.map((words, i) => ({ ...bar(i === 0 ? (one.chords[0] ?? '') : '', words) }))
  })
}

function endLine(bars: DraftBar[]): DraftBar[] {
  const fitted = fitWords(bars)
  const last = fitted.at(-1)
  if (last) last.lineEnd = true
  return fitted
}

export type LyricLine = {
  bars: DraftBar[]
  /** ChordPro annotations ("[*Riff]"): text over the words that is not a chord. */
  annotations: string[]
}

/** A ChordPro line with chords in brackets in its words: "[C]Hello darkness my [G]old friend". */
export function inlineChordBars(line: string): LyricLine {
  const text = line.trim()
  const bars: DraftBar[] = []
  const annotations: string[] = []
  const bracket = /\[([^\]]*)\]/g
  let from = 0
  let current: DraftBar | undefined
  const addWords = (words: string) => {
    if (current) current.words[0] += words
    else if (words) {
      current = bar('', words)
      bars.push(current)
    }
  }
  for (const match of text.matchAll(bracket)) {
    addWords(text.slice(from, match.index))
    from = match.index + match[0].length
    const content = (match[1] ?? '').trim()
    if (content.startsWith('*')) {
      annotations.push(content.slice(1).trim())
      continue
    }
    current = bar(content, '')
    bars.push(current)
  }
  addWords(text.slice(from))
  return { bars: endLine(bars), annotations }
}

/** A line of words with no chords: one bar (or more, for a very long line) with no chord. */
export const wordsOnlyBars = (line: string): DraftBar[] => endLine([bar('', line.trim())])

/** Tabs as the spaces a fixed-width sheet shows (stops every 8 columns). */
export function expandTabs(line: string): string {
  let out = ''
  for (const char of line) out += char === '\t' ? ' '.repeat(8 - (out.length % 8)) : char
  return out
}

/** Spacing in a chords-over-lyrics sheet is layout, made to fit the chords: one space is enough. */
const tidySpacing = (words: string) => words.replace(/\s{2,}/g, ' ')

/** A chord as sheets write one over words: a capital letter root ("do" and "a" are words). */
const isSheetChord = (token: string) => /^[A-G]/.test(token) && isChord(token)

/**
 * Whether a line without brackets is a line of chords (or bar notation), not lyrics: bar
 * notation, and chords written as sheets write them, so a lyric line "do re mi" stays words.
 */
export const isSheetChordLine = (line: string): boolean =>
  isChordLine(line) &&
  line
    .replace(/\[([^\]]*)\]/g, ' $1 ')
    .split(/[\s|‖:]+/)
    .filter((token) => isChord(token))
    .every(isSheetChord)

/** The chords of a chord line with the column each starts at ("[C]" reads as "C"). */
export function chordColumns(chordLine: string): { chord: string; column: number }[] {
  return [...expandTabs(chordLine).matchAll(/\S+/g)].flatMap((match) => {
    const chord = match[0].replace(/^\[(.*)\]$/, '$1')
    return isSheetChord(chord) ? [{ chord, column: match.index }] : []
  })
}

/**
 * A chord line over a lyric line, aligned by column: each chord takes the words from its column
 * to the next chord's column, even mid-word.
 */
export function chordsOverLyricBars(chordLine: string, lyricLine: string): DraftBar[] {
  const lyric = expandTabs(lyricLine).trimEnd()
  const chords = chordColumns(chordLine)
  const bars: DraftBar[] = []
  const firstColumn = chords[0]?.column ?? lyric.length
  const before = lyric.slice(0, firstColumn).trim()
  if (before)
    bars.push(
      bar('', tidySpacing(`${before}${/\s$/.test(lyric.slice(0, firstColumn)) ? ' ' : ''}`)),
    )
  chords.forEach(({ chord, column }, i) => {
    const end = chords[i + 1]?.column ?? lyric.length
    bars.push(bar(chord, tidySpacing(lyric.slice(column, Math.max(column, end)))))
  })
  // A lyric line that starts with spaces under the first chord keeps its words from the first letter.
  const first = bars[0]
  if (first && !before) first.words[0] = (first.words[0] ?? '').replace(/^\s+/, '')
  return endLine(bars)
}
