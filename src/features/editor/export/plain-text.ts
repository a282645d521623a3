import { isChordLine } from '@/song/bar-notation'
import type { DecodedSong } from '@/song/decode'
import { type DraftSection, draftToSong, newSection, type SongDraft } from './song-draft'

// Chord sheets as people paste them from the web: a line of chord symbols above each lyric
// line, section headings ("[Verse 1]", "Chorus:"), and maybe a title and "Key: G" / "Capo 2"
// lines on top. The song model holds chords, not lyrics: lyric lines are dropped, and each chord
// of a chord line becomes a bar (a line with bar lines, "| C | Am F |", keeps its bars).

const SECTION_WORDS =
  'intro|verse|pre-?chorus|chorus|refrain|bridge|outro|solo|interlude|instrumental|coda|hook|ending|break|riff|middle 8'

// A bare heading is a section word with a number or a repeat at most: "Verse 2", "CHORUS x2".
const BARE_HEADING = new RegExp(
  `^(?:${SECTION_WORDS})(?:\\s*\\d{1,2})?(?:\\s*[([]?\\s*(?:[x×]\\s*\\d{1,2}|\\d{1,2}\\s*[x×])\\s*[)\\]]?)?$`,
  'i',
)

// "Key: G", "Tempo = 120", "Capo 2", "Capo: 3rd fret", "96 bpm".
const SETTING = /^\s*(title|key|tempo|bpm|time|capo)\s*[:=]\s*(.+?)\s*$/i
const CAPO = /^\s*capo\s+(\d{1,2})\b/i
const BPM = /^\s*(?:bpm\s*(\d{2,3})|(\d{2,3})\s*bpm)\s*$/i

/** The label of a heading line ("[Verse 1]", "(Chorus)", "Chorus:", "BRIDGE"), else undefined. */
function heading(line: string): string | undefined {
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

function applySetting(draft: SongDraft, name: string, value: string): void {
  switch (name.toLowerCase()) {
    case 'title':
      draft.name = value
      break
    case 'key':
      draft.key = value
      break
    case 'time':
      draft.time = value
      break
    case 'capo': {
      const fret = Number.parseInt(value, 10)
      if (fret > 0 && fret < 12) draft.capo = fret
      break
    }
    default:
      draft.bpm = value.replace(/\s*bpm$/i, '')
  }
}

/** A chords-over-lyrics sheet as a song; its problems say what could not be read. */
export function chordsOverLyricsToSong(text: string): DecodedSong {
  const draft: SongDraft = { sections: [] }
  let current: DraftSection | undefined
  let seenContent = false
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') continue
    const setting = SETTING.exec(line)
    const capo = CAPO.exec(line)?.[1]
    const bpm = BPM.exec(line)
    const label = heading(line)
    if (isChordLine(line)) {
      if (!current) {
        current = newSection('', draft.sections.length)
        draft.sections.push(current)
      }
      current.lines.push(line)
    } else if (setting?.[1] && setting[2]) applySetting(draft, setting[1], setting[2])
    else if (capo) applySetting(draft, 'capo', capo)
    else if (bpm) applySetting(draft, 'bpm', bpm[1] ?? bpm[2] ?? '')
    else if (label !== undefined) {
      current = newSection(label, draft.sections.length)
      draft.sections.push(current)
    } else if (!seenContent) {
      // The first line that is none of the above is the title ("Song – Artist").
      draft.name = line.trim()
    }
    seenContent = true
  }
  return draftToSong(draft)
}
