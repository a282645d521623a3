import { transposeKey } from '@/music/transpose'
import { barText } from '../bar-notation'
import type { Section, SongDocument } from '../types'
import { creditEntries, readCredits } from './credits'
import { isSheetChordLine } from './lyric-bars'
import { sheetHeading, sheetSetting } from './plain-text-import'
import { type ExportOptions, exportPitch, linePieces, type Piece, sheetLines } from './sheet-lines'

// Plain text out, as the big chord sites show a song: the title and settings on top, each
// section under "[Verse 1]" ("[Chorus x2]" with its repeats), each line of lyrics under a line of
// chords, every chord over the first letter sung on it, and bars of chords alone as bar lines
// ("| C | Am F |"). chordsOverLyricsToSong reads it back to the same chords and words.

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** A chord line and the lyric line under it, the chords at the columns of their words. */
export function chordsOverLyrics(pieces: readonly Piece[], show: (chord: string) => string) {
  let chords = ''
  let lyric = ''
  for (const { chord, words } of pieces) {
    if (chord) {
      // A chord starts where its words do, or just past the chord before if that runs longer.
      const column = Math.max(lyric.length, chords.length === 0 ? 0 : chords.length + 1)
      lyric = lyric.padEnd(column)
      chords = chords.padEnd(column) + show(chord)
    }
    lyric += words
  }
  return chords ? [chords, lyric.trimEnd()] : [lyric.trim()]
}

function sectionLines(section: Section, show: (chord: string) => string): string[] {
  const label = section.label.trim() || 'Section'
  const lines = [`[${section.repeat > 1 ? `${label} x${section.repeat}` : label}]`]
  for (const line of sheetLines(section.bars)) {
    if (line.kind === 'chords')
      lines.push(`| ${line.bars.map((bar) => barText(bar.chords.map(show))).join(' | ')} |`)
    else lines.push(...chordsOverLyrics(linePieces(line.bars), show))
  }
  return lines
}

/** The song as chords over lyrics. */
export function songToPlainText(document: SongDocument, options: ExportOptions = {}): string {
  const pitch = exportPitch(document, options)
  const show = (chord: string) => (chord ? pitch.chord(chord) : '')
  const { beats, unit } = document.timeSignature
  // The title alone on the first line, unless it would read as something else.
  const name = document.name.replace(/\s+/g, ' ').trim()
  const plainTitle = !sheetHeading(name) && !sheetSetting(name) && !isSheetChordLine(name)
  const header = [plainTitle ? name : `Title: ${name}`]
  for (const [creditName, value] of creditEntries(readCredits(document.description)))
    if (creditName !== 'capo') header.push(`${capitalized(creditName)}: ${value}`)
  if (document.key) header.push(`Key: ${transposeKey(document.key, pitch.semitones)}`)
  header.push(`Tempo: ${document.bpm}`, `Time: ${beats}/${unit}`)
  if (pitch.capo) header.push(`Capo: ${pitch.capo}`)
  const sections = document.sections.map((section) => ['', ...sectionLines(section, show)])
  return `${[...header, ...sections.flat()].join('\n')}\n`
}
