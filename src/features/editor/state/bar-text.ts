import type { Bar } from '@/song/types'

// Bars as plain text for the system clipboard: "| C | Am . F . |": bars between bar lines, one
// token per slot, "." for a beat that keeps the previous chord. Other apps read it as a chord chart.

const HOLD = '.'

export function barsToText(bars: Bar[]): string {
  if (bars.length === 0) return ''
  return `| ${bars.map((bar) => bar.map((slot) => slot || HOLD).join(' ')).join(' | ')} |`
}

/**
 * Bars read back from text: bar lines "|" split bars; without any, every chord is a bar.
 * Returns the bars and the tokens that are not chords (by `isChord`), or undefined for no bars.
 */
export function textToBars(
  text: string,
  isChord: (symbol: string) => boolean,
): { bars: Bar[]; invalid: string[] } | undefined {
  const trimmed = text.trim()
  if (!trimmed) return undefined
  const invalid: string[] = []
  const slotOf = (token: string) => {
    if (token === HOLD || token === '-' || token === '/') return ''
    if (!isChord(token)) invalid.push(token)
    return token
  }
  const tokens = (part: string) => part.split(/\s+/).filter(Boolean)
  const bars: Bar[] = trimmed.includes('|')
    ? trimmed
        .split(/\|+/)
        .map(tokens)
        .filter((slots) => slots.length > 0)
        .map((slots) => slots.map(slotOf))
    : tokens(trimmed).map((token) => [slotOf(token)])
  return bars.length ? { bars, invalid } : undefined
}
