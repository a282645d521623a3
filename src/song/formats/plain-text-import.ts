import { addCredit, type CreditName } from './credits'
import { chordsOverLyricBars, expandTabs, isSheetChordLine, wordsOnlyBars } from './lyric-bars'
import {
  draftToSong,
  type ImportedSong,
  newSection,
  SectionWriter,
  type SongDraft,
} from './song-draft'

// Chord sheets as people paste them from the web: a line of chord symbols above each lyric line,
// section headings ("[Verse 1]", "Chorus:"), and maybe a title and "Key: G" / "Capo 2" lines on
// top. Each chord is placed over the words at its column (a lyric line is split at the chords'
// columns, mid-word too), lyric lines without chords keep their words in bars with no chord,
// chord lines without lyrics become chord bars ("| C | Am F |" keeps its bars), and what has no
// place in a song (lines of tab) is listed.

const SECTION_WORDS =
  'intro|verse|pre-?chorus|chorus|refrain|bridge|outro|solo|interlude|instrumental|coda|hook|ending|break|riff|middle 8'

// A bare heading is a section word with a number or a repeat at most: "Verse 2", "CHORUS x2".
const BARE_HEADING = new RegExp(
  `^(?:${SECTION_WORDS})(?:\\s*\\d{1,2})?(?:\\s*[([]?\\s*(?:[x×]\\s*\\d{1,2}|\\d{1,2}\\s*[x×])\\s*[)\\]]?)?$`,
  'i',
)

// "Key: G", "Tempo = 120", "Artist: …", "Capo: 3rd fret".
const SETTING =
  /^\s*(title|key|tempo|bpm|time|capo|artist|subtitle|composer|lyricist|album|year|copyright)\s*[:=]\s*(.+?)\s*$/i
const CAPO = /^\s*capo\s+(\d{1,2})\b/i
const BPM = /^\s*(?:bpm\s*(\d{2,3})|(\d{2,3})\s*bpm)\s*$/i
// A line of guitar or bass tab: "e|---3---|", "A|-0-2-|".
const TAB_LINE = /^\s*[a-gA-G][#b]?\s*[|:][-\d|hpbrx/\\~.()^ ]*-[-\d|hpbrx/\\~.()^ ]*$/

/** The label of a heading line ("[Verse 1]", "(Chorus)", "Chorus:", "BRIDGE"), else undefined. */
export function sheetHeading(line: string): string | undefined {
  const text = line.trim()
  // Ultimate Guitar style: any label in square brackets.
  const bracketed = /^\[([^\]]{1,40})\]$/.exec(text)?.[1]
  if (bracketed) return bracketed.trim()
  const bare = text
    .replace(/^\((.*)\)$/, '$1')
    .replace(/:$/, '')
    .trim()
  if (BARE_HEADING.test(bare)) return bare
  // "Anything short:" on a line of its own names a section too.
  return text.endsWith(':') && bare.split(/\s+/).length <= 3 ? bare : undefined
}

/** A setting line ("Key: G", "Capo 2", "96 bpm") as [name, value], else undefined. */
export function sheetSetting(line: string): [name: string, value: string] | undefined {
  const setting = SETTING.exec(line)
  if (setting?.[1] && setting[2]) return [setting[1].toLowerCase(), setting[2]]
  const capo = CAPO.exec(line)?.[1]
  if (capo) return ['capo', capo]
  const bpm = BPM.exec(line)
  return bpm ? ['bpm', bpm[1] ?? bpm[2] ?? ''] : undefined
}

function applySetting(draft: SongDraft, name: string, value: string): void {
  if (name === 'title') draft.name = value
  else if (name === 'key') draft.key = value
  else if (name === 'time') draft.time = value
  else if (name === 'tempo' || name === 'bpm') draft.bpm = value.replace(/\s*bpm$/i, '')
  else addCredit(draft.credits, name as CreditName, value)
}

/** A chords-over-lyrics sheet as a song: its problems and what it could not place, in words. */
export function chordsOverLyricsToSong(text: string): ImportedSong {
  const writer = new SectionWriter(newSection)
  const { draft } = writer
  let seenContent = false
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((raw, i) => {
      const line = expandTabs(raw)
      if (line.trim() === '') {
        writer.flushChordLine()
        return
      }
      const setting = sheetSetting(line)
      const label = sheetHeading(line)
      if (isSheetChordLine(line)) {
        writer.flushChordLine()
        // A chord line with bar lines is a chart; one without may stand over a lyric line.
        if (/\|/.test(line)) writer.section().bars.push({ notation: line.trim() })
        else writer.chordLine = line
      } else if (setting) {
        writer.flushChordLine()
        applySetting(draft, ...setting)
      } else if (label !== undefined) {
        writer.flushChordLine()
        writer.start(label)
      } else if (writer.chordLine !== undefined && !TAB_LINE.test(line)) {
        writer.section().bars.push(...chordsOverLyricBars(writer.chordLine, line))
        writer.chordLine = undefined
      } else if (TAB_LINE.test(line)) {
        writer.flushChordLine()
        draft.unplaced.push(`Line ${i + 1}: a line of tab, "${line.trim()}"`)
      } else if (!seenContent && draft.name === undefined) {
        // The first line that is none of the above is the title ("Song – Artist").
        draft.name = line.trim()
      } else {
        writer.section().bars.push(...wordsOnlyBars(line))
      }
      seenContent = true
    })
  writer.flushChordLine()
  return draftToSong(draft)
}
