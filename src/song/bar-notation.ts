import { isChord } from '@/music/chord-symbol'
import type { Slot } from './types'

// Bars written as text, the way chord charts write them: "| C | Am . F . |".
// A bar holds its chords in order; "." (or "/") is a beat where the chord rings on. Chords spread
// evenly over the beats may be written without dots ("| Am F |" in 4/4 is Am on 1, F on 3).
// Chords in ChordPro brackets ("[Am]") read the same as bare ones.

const HELD = new Set(['.', '/', '-'])
/** Marks a bar as the previous bar again. */
const SAME_AS_BEFORE = '%'
const BAR_LINE = /\|+:?|:?\|+|‖/

/** The chord positions when they divide the bar evenly from beat 1 ("Am . F ." → 2 chords). */
function evenlySpread(bar: Slot[]): string[] | undefined {
  const chords = bar.filter((slot) => slot !== '')
  const step = bar.length / chords.length
  if (chords.length < 2 || !Number.isInteger(step)) return undefined
  return bar.every((slot, beat) => (slot !== '') === (beat % step === 0)) ? chords : undefined
}

/** A bar as chart text, chords wrapped by `chord` (ChordPro brackets, or none). */
export function barText(bar: Slot[], chord: (symbol: string) => string = (s) => s): string {
  if (bar.length === 1) return bar[0] ? chord(bar[0]) : ''
  const spread = evenlySpread(bar)
  if (spread) return spread.map(chord).join(' ')
  return bar.map((slot) => (slot ? chord(slot) : '.')).join(' ')
}

/** The words of a line with ChordPro brackets opened: "[Am]la" → "Am la". */
const tokens = (text: string) =>
  text
    .replace(/\[([^\]]*)\]/g, ' $1 ')
    .split(/\s+/)
    .filter(Boolean)

const isBarToken = (token: string) =>
  HELD.has(token) || token === SAME_AS_BEFORE || BAR_LINE.test(token) || isChord(token)

/** The words of a line of chart text that are neither chords nor bar notation ("C Hello" → Hello). */
export const nonChordTokens = (text: string): string[] =>
  tokens(text.replace(/(\|+:?|:?\|+|‖)/g, ' $1 ')).filter((token) => !isBarToken(token))

/** Whether a line is bar or chord notation only (no lyrics): every word a chord, dot or bar line. */
export function isChordLine(text: string): boolean {
  const words = tokens(text.replace(/(\|+:?|:?\|+|‖)/g, ' $1 '))
  return words.some(isChord) && words.every(isBarToken)
}

function barFromTokens(words: string[], beats: number, previous: Slot[] | undefined): Slot[] {
  if (words.length === 1 && words[0] === SAME_AS_BEFORE && previous) return [...previous]
  const slots = words.filter((word) => word !== SAME_AS_BEFORE).map((w) => (HELD.has(w) ? '' : w))
  if (slots.length === 0) return ['']
  if (slots.length === 1) return slots
  const spread = !words.some((word) => HELD.has(word)) && beats % slots.length === 0
  if (spread) {
    const step = beats / slots.length
    return Array.from({ length: beats }, (_, beat) =>
      beat % step === 0 ? (slots[beat / step] ?? '') : '',
    )
  }
  // Written beat by beat: pad to the bar (cutting what is past its end is the decoder's job).
  return slots.length >= beats ? slots : [...slots, ...Array<string>(beats - slots.length).fill('')]
}

/**
 * The bars of a line of chart text. With bar lines ("| C | Am F |") each stretch between two is a
 * bar; without ("C G Am F", chords over lyrics) each chord is a bar of its own.
 */
export function barsFromLine(text: string, beats: number): Slot[][] {
  const opened = text.replace(/\[([^\]]*)\]/g, ' $1 ')
  if (!BAR_LINE.test(opened)) {
    // Over lyrics, a ChordPro line's chords are its bracketed ones, valid or not (the decoder says).
    const bracketed = [...text.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]?.trim() ?? '')
    const chords = bracketed.length > 0 ? bracketed.filter(Boolean) : tokens(text).filter(isChord)
    return chords.map((symbol) => [symbol])
  }
  const stretches = opened.split(new RegExp(BAR_LINE.source, 'g'))
  // A line that starts or ends with a bar line has nothing outside it.
  if (stretches[0]?.trim() === '') stretches.shift()
  if (stretches.at(-1)?.trim() === '') stretches.pop()
  const bars: Slot[][] = []
  for (const stretch of stretches) bars.push(barFromTokens(tokens(stretch), beats, bars.at(-1)))
  return bars
}
