import { transposeChord, transposeKey } from '@/music/transpose'
import { barText, isChordLine } from '@/song/bar-notation'
import type { DecodedSong } from '@/song/decode'
import { songKey } from '@/song/song-key'
import type { Section, SongDocument } from '@/song/types'
import { chordProLines, directiveLine } from './chordpro-lines'
import { type DraftSection, draftToSong, newSection, type SongDraft } from './song-draft'

// ChordPro (chordpro.org). Export writes the song's settings as meta directives and each section
// as bar lines, "| [C] | [Am] [F] |", under {start_of_verse: Verse} (verse, chorus, bridge) or
// {comment: Intro} (any other label); a repeat count follows the label ("x2").
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

function sectionLines(section: Section, show: (symbol: string) => string): string[] {
  const env = environment(section.label)
  const title = section.repeat > 1 ? `${section.label} x${section.repeat}`.trim() : section.label
  const lines = [directiveLine(env ? `start_of_${env}` : 'comment', title)]
  for (let i = 0; i < section.bars.length; i += BARS_PER_LINE) {
    const bars = section.bars.slice(i, i + BARS_PER_LINE)
    lines.push(
      `| ${bars.map((bar) => barText(bar.chords, (symbol) => `[${show(symbol)}]`)).join(' | ')} |`,
    )
  }
  if (env) lines.push(directiveLine(`end_of_${env}`))
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
  const header = [
    directiveLine('title', document.name),
    directiveLine('tempo', String(document.bpm)),
    directiveLine('time', `${beats}/${unit}`),
  ]
  if (document.key) header.push(directiveLine('key', transposeKey(document.key, semitones)))
  const sections = document.sections.map((section) => ['', ...sectionLines(section, show)])
  return `${[...header, ...sections.flat()].join('\n')}\n`
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

const COMMENTS = new Set(['comment', 'comment_italic', 'comment_box'])
const METADATA = new Set(['title', 'tempo', 'time', 'key', 'capo'])

/** A ChordPro sheet as a song; its problems say what could not be read. */
export function chordProToSong(text: string): DecodedSong {
  const lines = chordProLines(text)
  // The first of each: a later {key} is a key change, not the song's key.
  const meta = new Map<string, string>()
  for (const line of lines) {
    if (line.kind === 'directive' && METADATA.has(line.name) && !meta.has(line.name))
      meta.set(line.name, line.value)
  }
  const capo = Number.parseInt(meta.get('capo') ?? '', 10)
  const draft: SongDraft = {
    name: meta.get('title'),
    bpm: meta.get('tempo'),
    time: meta.get('time'),
    key: meta.get('key'),
    capo: capo > 0 && capo < 12 ? capo : undefined,
    sections: [],
  }
  // A {start_of_…} section runs to its end directive; a {comment} names the chords that follow it.
  const sections: (DraftSection & { environment: boolean })[] = []
  let current: (typeof sections)[number] | undefined
  const start = (label: string, environment: boolean) => {
    current = { ...newSection(label, sections.length), environment }
    sections.push(current)
  }
  for (const line of lines) {
    if (line.kind === 'directive') {
      if (line.name.startsWith('start_of_'))
        start(line.label || capitalized(line.name.slice('start_of_'.length)), true)
      else if (line.name.startsWith('end_of_')) current = undefined
      else if (COMMENTS.has(line.name) && !current?.environment) start(line.value, false)
      continue
    }
    if (!/\[|\|/.test(line.text) && !isChordLine(line.text)) continue
    if (!current) start('', false)
    current?.lines.push(line.text)
  }
  // A comment with no chords after it was a remark ("softly"), not a section.
  draft.sections = sections.filter((section) => section.environment || section.lines.length > 0)
  return draftToSong(draft)
}
