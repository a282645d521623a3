import { barsFromLine, barText, nonChordTokens } from '@/song/bar-notation'
import { createBar } from '@/song/create'
import type { Bar } from '@/song/types'

// Bars as plain text for the system clipboard, in the song model's bar notation
// ("| C | Am F | G/B |"), which other apps read as a chord chart.

export function barsToText(bars: Bar[]): string {
  if (bars.length === 0) return ''
  return `| ${bars.map((bar) => barText(bar.chords)).join(' | ')} |`
}

/**
 * Bars read back from text, line by line: bar lines "|" split bars; without any, every chord is a
 * bar. Returns the bars and the words that are not chords, or undefined for no bars.
 */
export function textToBars(
  text: string,
  beats: number,
): { bars: Bar[]; invalid: string[] } | undefined {
  const lines = text.split(/\r?\n/).filter((line) => line.trim())
  const bars = lines.flatMap((line) => barsFromLine(line, beats)).map((chords) => createBar(chords))
  const invalid = lines.flatMap(nonChordTokens)
  return bars.length || invalid.length ? { bars, invalid } : undefined
}
