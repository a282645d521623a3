import {
  ChordLyricsPair,
  ChordProFormatter,
  ChordProParser,
  Line,
  Literal,
  Song,
  Tag,
} from 'chordsheetjs'
import { transposeChord, transposeKey } from '@/music/transpose'
import type { DecodedSong } from '../document/decode'
import { songKey } from '../document/song-key'
import type { Section, SongDocument } from '../document/types'
import { barText, isChordLine } from './bar-notation'
import { type DraftSection, draftToSong, newSection, type SongDraft } from './song-draft'

// ChordPro (chordpro.org) through chordsheetjs. Export writes the song's settings as meta tags
// and each section as bar lines, "| [C] | [Am] [F] |", under {start_of_verse: Verse} (verse,
// chorus, bridge) or {comment: Intro} (any other label); a repeat count follows the label ("x2").
// Import reads ChordPro from any source. The song model holds chords, not lyrics: a lyric line's
// chords become one bar each and its words are dropped.

/** Bars written on one line of the sheet. */
const BARS_PER_LINE = 4

// ChordPro's own environments, by the label a section carries.
function environment(label: string): 'verse' | 'chorus' | 'bridge' | undefined {
  if (/pre-?\s*chorus/i.test(label)) return undefined
  if (/\bverse\b/i.test(label)) return 'verse'
  if (/\b(chorus|refrain)\b/i.test(label)) return 'chorus'
  if (/\bbridge\b/i.test(label)) return 'bridge'
  return undefined
}

// Braces and line breaks would end a tag early.
const tagText = (text: string) =>
  text.replace(/[{]/g, '(').replace(/[}]/g, ')').replace(/\s+/g, ' ')

const tagLine = (name: string, value?: string) => {
  const line = new Line()
  line.addTag(new Tag(name, value === undefined ? null : tagText(value)))
  return line
}

/** "| [C] | [Am] [F] |" as chordsheetjs pairs: each chord with the text that follows it. */
function barLine(bars: string[][], show: (symbol: string) => string): Line {
  const text = `| ${bars.map((bar) => barText(bar, (symbol) => `[${show(symbol)}]`)).join(' | ')} |`
  const line = new Line()
  const parts = text.split(/\[([^\]]*)\]/)
  line.addItem(new ChordLyricsPair('', parts[0] ?? ''))
  for (let i = 1; i < parts.length; i += 2) {
    line.addItem(new ChordLyricsPair(parts[i] ?? '', parts[i + 1] ?? ''))
  }
  return line
}

function sectionLines(section: Section, show: (symbol: string) => string): Line[] {
  const env = environment(section.label)
  const title = section.repeat > 1 ? `${section.label} x${section.repeat}`.trim() : section.label
  const lines = [env ? tagLine(`start_of_${env}`, title || undefined) : tagLine('comment', title)]
  for (let i = 0; i < section.bars.length; i += BARS_PER_LINE) {
    lines.push(barLine(section.bars.slice(i, i + BARS_PER_LINE), show))
  }
  if (env) lines.push(tagLine(`end_of_${env}`))
  return lines
}

export type ChordProOptions = {
  /** Semitones to transpose by, spelled for the key it lands in (the key tag moves too). */
  transpose?: number
}

/** The song as a ChordPro sheet. */
export function songToChordPro(document: SongDocument, options: ChordProOptions = {}): string {
  const semitones = options.transpose ?? 0
  const from = songKey(document)
  const show = (symbol: string) => (semitones ? transposeChord(symbol, semitones, from) : symbol)
  const { beats, unit } = document.timeSignature
  const metadata: Record<string, string> = {
    title: tagText(document.name),
    tempo: String(document.bpm),
    time: `${beats}/${unit}`,
  }
  if (document.key) metadata.key = transposeKey(document.key, semitones)
  const song = new Song().changeMetadata(metadata)
  document.sections.forEach((section, index) => {
    if (index > 0) song.addLine(new Line())
    for (const line of sectionLines(section, show)) song.addLine(line)
  })
  // As written: chordsheetjs would otherwise respell chords by its own reading of the key.
  const formatter = new ChordProFormatter({ normalizeChords: false })
  return `${formatter.format(song).trimEnd()}\n`
}

/** A line's text with its chords in brackets again: what the sheet said, lyrics and all. */
function lineText(line: Line): string {
  return line.items
    .map((item) => {
      if (item instanceof ChordLyricsPair) {
        return `${item.chords ? `[${item.chords}]` : ''}${item.lyrics ?? ''}`
      }
      return item instanceof Literal ? item.string : ''
    })
    .join('')
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** A ChordPro sheet as a song; its problems say what could not be read. */
export function chordProToSong(text: string): DecodedSong {
  let parsed: Song
  try {
    parsed = new ChordProParser().parse(text.replace(/\r\n?/g, '\n'))
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : 'unreadable'
    return draftToSong({ sections: [] }, [`This is not a ChordPro sheet we can read (${reason}).`])
  }
  const meta = (name: string) => parsed.getSingleMetadataValue(name) ?? undefined
  const capo = Number.parseInt(meta('capo') ?? '', 10)
  const draft: SongDraft = {
    name: meta('title'),
    bpm: meta('tempo'),
    time: meta('time'),
    key: meta('key'),
    capo: capo > 0 && capo < 12 ? capo : undefined,
    sections: [],
  }
  // A {start_of_…} section runs to its end tag; a {comment} names the chords that follow it.
  const sections: (DraftSection & { environment: boolean })[] = []
  let current: (typeof sections)[number] | undefined
  const start = (label: string, environment: boolean) => {
    current = { ...newSection(label, sections.length), environment }
    sections.push(current)
  }
  for (const line of parsed.lines) {
    for (const item of line.items) {
      if (!(item instanceof Tag)) continue
      if (item.isSectionStart()) {
        start(item.label || capitalized(item.name.replace('start_of_', '')), true)
      } else if (item.isSectionEnd()) current = undefined
      else if (item.isComment() && !current?.environment) start(item.value, false)
    }
    const content = lineText(line)
    if (!/\[|\|/.test(content) && !isChordLine(content)) continue
    if (!current) start('', false)
    current?.lines.push(content)
  }
  // A comment with no chords after it was a remark ("softly"), not a section.
  draft.sections = sections.filter((section) => section.environment || section.lines.length > 0)
  return draftToSong(draft)
}
