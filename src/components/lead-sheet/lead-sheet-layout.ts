import type { Bar, Section, TimeSignature } from '@/song/types'
import { hasWords, lyricLines } from '@/song/words'

// How a song reads as a lead sheet: each section once with its repeat count, its bars in lines,
// each chord over the words sung from it on. Pure, so the layout is tested without a browser.

/** Bars in a line when the words do not say where lines end (or there are no words). */
export const BARS_PER_LINE = 4

/** Shown for a bar that plays no new chord: the one before rings on (the chart's "simile"). */
export const HELD_BAR = '%'
/** Shown for a beat that plays no new chord in a bar of one chord per beat. */
export const HELD_BEAT = '·'

/**
 * One column of the sheet: a chord over the words sung from it on. A lyric line cuts the words
 * into one column a word, so a line too long for the page wraps between words, never inside one;
 * only a chord's first word carries the chord (the rest have chord ''). `joins`: the words stop
 * mid-word and go on in the next column ("har" of "har|bour"), so a gap a wide chord leaves there
 * is bridged with a hyphen.
 */
export type SheetChunk = { chord: string; words: string; joins?: true }

export type SheetBar = {
  id: string
  /** The bar's place in its section (0-based), as playback reports it. */
  bar: number
  chunks: SheetChunk[]
}

/** 'lyrics': chords over words; 'chords': bars without words, each chord or beat spelled out. */
export type SheetLine = { kind: 'lyrics' | 'chords'; bars: SheetBar[] }

export type SheetSection = {
  id: string
  /** The section's place in the song (0-based). */
  section: number
  label: string
  repeat: number
  lines: SheetLine[]
}

/** Words cut after each run of spaces: "Hello dark" → "Hello ", "dark". */
const wordsOf = (text: string): string[] => text.match(/\s*\S+\s*|\s+/g) ?? []

/** A bar's chord changes with the words sung from each (a held slot's words join its chord's). */
function changes(bar: Bar, show: (symbol: string) => string): SheetChunk[] {
  const found: SheetChunk[] = []
  bar.chords.forEach((slot, k) => {
    const words = bar.words[k] ?? ''
    const last = found.at(-1)
    if (slot || !last) found.push({ chord: slot ? show(slot) : '', words })
    else last.words += words
  })
  return found
}

function lyricBar(bar: Bar, index: number, show: (symbol: string) => string): SheetBar {
  const chunks = changes(bar, show).flatMap(({ chord, words }) => {
    const [first = '', ...rest] = wordsOf(words)
    return [{ chord, words: first }, ...rest.map((word) => ({ chord: '', words: word }))]
  })
  return { id: bar.id, bar: index, chunks }
}

const endsMidWord = (words: string) => words !== '' && /[^\s-]$/.test(words)

/** Marks the columns whose words go on in the next one, across bars too. */
function markJoins(bars: SheetBar[]): SheetBar[] {
  const chunks = bars.flatMap((bar) => bar.chunks)
  chunks.forEach((chunk, k) => {
    const next = chunks[k + 1]
    if (next && endsMidWord(chunk.words) && /^\S/.test(next.words)) chunk.joins = true
  })
  return bars
}

function chordBar(bar: Bar, index: number, show: (symbol: string) => string): SheetBar {
  const held = bar.chords.length > 1 ? HELD_BEAT : HELD_BAR
  const chunks = bar.chords.map((slot) => ({ chord: slot ? show(slot) : held, words: '' }))
  return { id: bar.id, bar: index, chunks }
}

/** The bars of a section as lines: at each line end the words mark, else every BARS_PER_LINE bars. */
function sectionLines(bars: readonly Bar[], show: (symbol: string) => string): SheetLine[] {
  const places = new Map(bars.map((bar, index) => [bar, index]))
  const runs = lyricLines(bars).flatMap((run) => {
    // A line the songwriter ended is kept whole; the rest is cut into lines of a few bars.
    if (run.at(-1)?.lineEnd) return [run]
    const cut: Bar[][] = []
    for (let i = 0; i < run.length; i += BARS_PER_LINE) cut.push(run.slice(i, i + BARS_PER_LINE))
    return cut
  })
  return runs.map((run) => {
    const lyrics = run.some(hasWords)
    const build = lyrics ? lyricBar : chordBar
    const built = run.map((bar) => build(bar, places.get(bar) ?? 0, show))
    return { kind: lyrics ? 'lyrics' : 'chords', bars: lyrics ? markJoins(built) : built }
  })
}

/** One section of the sheet; `show` turns a stored chord into what is shown (transposed, numerals). */
export const sheetSection = (
  section: Section,
  index: number,
  show: (symbol: string) => string,
): SheetSection => ({
  id: section.id,
  section: index,
  label: section.label.trim() || `Section ${index + 1}`,
  repeat: section.repeat,
  lines: sectionLines(section.bars, show),
})

export const sheetSections = (
  sections: readonly Section[],
  show: (symbol: string) => string,
): SheetSection[] => sections.map((section, index) => sheetSection(section, index, show))

/** "Key G · 96 bpm · 4/4 · Capo 2": what a band needs before the first bar, leaving out what is unset. */
export function sheetFacts(facts: {
  key: string
  bpm: number
  timeSignature: TimeSignature
  capo?: number
}): string {
  const { key, bpm, timeSignature, capo = 0 } = facts
  return [
    key && `Key ${key}`,
    `${bpm} bpm`,
    `${timeSignature.beats}/${timeSignature.unit}`,
    capo > 0 && `Capo ${capo}`,
  ]
    .filter(Boolean)
    .join(' · ')
}

/** A line as text, "[C]Hello [Am]darkness" or "C | Am · F ·": how tests read it. */
export const lineText = (line: SheetLine): string =>
  line.bars
    .map((bar) =>
      bar.chunks
        .map(({ chord, words }) =>
          line.kind === 'chords' ? chord : `${chord ? `[${chord}]` : ''}${words}`,
        )
        .join(line.kind === 'chords' ? ' ' : ''),
    )
    .join(line.kind === 'chords' ? ' | ' : '')
