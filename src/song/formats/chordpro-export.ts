import { transposeKey } from '@/music/transpose'
import { barText } from '../bar-notation'
import type { Section, SongDocument } from '../types'
import { directiveLine } from './chordpro-lines'
import { creditEntries, readCredits } from './credits'
import { type ExportOptions, exportPitch, linePieces, sheetLines } from './sheet-lines'

// ChordPro out: the song's title, credits and settings as meta directives, each section under
// {start_of_verse: Verse 1} (verse, chorus, bridge) or {comment: Intro} (any other label) with
// its repeat count ("x2"), each line of lyrics with every chord in brackets right before the
// words sung on it ("[C]Hello darkness my [G]old friend"), and bars of chords alone as bar lines
// ("| [C] | [Am] [F] |"). chordProToSong reads it back to the same chords, words and lines.

// ChordPro's own environments, by the label a section carries.
function environment(label: string): 'verse' | 'chorus' | 'bridge' | undefined {
  if (/pre-?\s*chorus/i.test(label)) return undefined
  if (/\bverse\b/i.test(label)) return 'verse'
  if (/\b(chorus|refrain)\b/i.test(label)) return 'chorus'
  if (/\bbridge\b/i.test(label)) return 'bridge'
  return undefined
}

/** Brackets in words would read as chords: they are written as parentheses. */
const safeWords = (words: string) => words.replace(/\[/g, '(').replace(/\]/g, ')')

function sectionLines(section: Section, show: (symbol: string) => string): string[] {
  const env = environment(section.label)
  const title = section.repeat > 1 ? `${section.label} x${section.repeat}`.trim() : section.label
  const lines = [directiveLine(env ? `start_of_${env}` : 'comment', title)]
  for (const line of sheetLines(section.bars)) {
    if (line.kind === 'chords') {
      const bars = line.bars.map((bar) => barText(bar.chords, (symbol) => `[${show(symbol)}]`))
      lines.push(`| ${bars.join(' | ')} |`)
    } else {
      const pieces = linePieces(line.bars)
      lines.push(
        pieces
          .map(({ chord, words }) => `${chord ? `[${show(chord)}]` : ''}${safeWords(words)}`)
          .join('')
          .trim(),
      )
    }
  }
  if (env) lines.push(directiveLine(`end_of_${env}`))
  return lines
}

export type ChordProOptions = ExportOptions

/** The song as a ChordPro sheet. */
export function songToChordPro(document: SongDocument, options: ChordProOptions = {}): string {
  const pitch = exportPitch(document, options)
  const { beats, unit } = document.timeSignature
  const credits = creditEntries(readCredits(document.description)).filter(([n]) => n !== 'capo')
  const header = [
    directiveLine('title', document.name),
    ...credits.map(([name, value]) => directiveLine(name, value)),
    directiveLine('tempo', String(document.bpm)),
    directiveLine('time', `${beats}/${unit}`),
  ]
  if (document.key) header.push(directiveLine('key', transposeKey(document.key, pitch.semitones)))
  if (pitch.capo) header.push(directiveLine('capo', String(pitch.capo)))
  const sections = document.sections.map((section) => ['', ...sectionLines(section, pitch.chord)])
  return `${[...header, ...sections.flat()].join('\n')}\n`
}
