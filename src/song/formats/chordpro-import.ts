import { isChordLine } from '../bar-notation'
import { type ChordProLine, chordProLines } from './chordpro-lines'
import { addCredit, CREDIT_NAMES, type CreditName } from './credits'
import { chordsOverLyricBars, inlineChordBars, isSheetChordLine, wordsOnlyBars } from './lyric-bars'
import {
  type DraftSection,
  draftToSong,
  type ImportedSong,
  newSection,
  SectionWriter,
} from './song-draft'

// ChordPro in (chordpro.org, version 6, read leniently). Every word and chord arrives in order:
// a lyric line's chords become one bar each with the words sung on them, a line of words alone a
// bar with no chord, a line of bar notation ("| C | Am F |") chord bars; each line of the sheet
// ends a line of the song. {start_of_…} sections (and their short forms) become sections, a
// {comment} outside them names the section that follows it, {chorus} sings the last chorus again.
// Whatever has no place in a song (tab blocks, remarks, images, key changes…) is listed, never
// dropped without a word.

const SETTINGS = new Set(['key', 'tempo', 'time'])
const COMMENTS = new Set(['comment', 'comment_italic', 'comment_box'])
/** Blocks whose lines are not chords and words: listed as a whole. */
const BLOCKS = new Set(['tab', 'abc', 'ly', 'svg', 'textblock'])
/** Layout and song-book directives that say nothing about the song itself. */
const LAYOUT = new Set([
  'new_page',
  'np',
  'new_physical_page',
  'npp',
  'column_break',
  'colb',
  'columns',
  'col',
  'new_song',
  'ns',
  'grid',
  'g',
  'no_grid',
  'ng',
  'diagrams',
  'titles',
  'pagetype',
])

const capitalized = (word: string) =>
  word.charAt(0).toUpperCase() + word.slice(1).replaceAll('_', ' ')

type ReadingSection = DraftSection & {
  kind: string | undefined
  /** The {comment} that named it: a remark when nothing follows it. */
  comment?: { line: number; text: string }
}

class Reading extends SectionWriter<ReadingSection> {
  block: { name: string; line: number; lines: number } | undefined
  settingsSeen = new Map<string, string>()

  constructor() {
    super((label, index) => ({ ...newSection(label, index), kind: undefined }))
  }
}

function start(reading: Reading, label: string, kind: string | undefined): ReadingSection {
  const section = reading.start(label)
  section.kind = kind
  return section
}

function readText(reading: Reading, line: Extract<ChordProLine, { kind: 'text' }>): void {
  const { draft } = reading
  if (reading.block) {
    if (line.text.trim()) reading.block.lines += 1
    return
  }
  const text = line.text.trim()
  if (!text) {
    reading.flushChordLine()
    // Outside a {start_of_…} section a blank line ends a paragraph: the next one is a section.
    if (reading.current && !reading.current.kind && reading.current.bars.length > 0)
      reading.current = undefined
    return
  }
  const hasBrackets = /\[[^\]]*\]/.test(text)
  // With brackets, the chords are the bracketed ones: any other word makes it a lyric line.
  const chordsOnly = hasBrackets
    ? /^[\s|.%/:‖-]*$/.test(text.replace(/\[[^\]]*\]/g, '')) && isChordLine(text)
    : isSheetChordLine(text)
  if (chordsOnly && !hasBrackets && !/\|/.test(text)) {
    // Chords written over the words, as some sheets mix in.
    reading.flushChordLine()
    reading.chordLine = text
    return
  }
  if (reading.chordLine !== undefined && !hasBrackets && !chordsOnly) {
    reading.section().bars.push(...chordsOverLyricBars(reading.chordLine, line.text))
    reading.chordLine = undefined
    return
  }
  reading.flushChordLine()
  const section = reading.section()
  if (chordsOnly) {
    section.bars.push({ notation: text })
    return
  }
  if (section.kind === 'grid') {
    draft.unplaced.push(`Line ${line.line}: a line of the grid that is not chords: "${text}"`)
    return
  }
  if (!hasBrackets) {
    section.bars.push(...wordsOnlyBars(text))
    return
  }
  const lyric = inlineChordBars(text)
  section.bars.push(...lyric.bars)
  for (const annotation of lyric.annotations)
    draft.unplaced.push(`Line ${line.line}: the annotation "${annotation}"`)
}

function repeatChorus(reading: Reading, line: number, label: string): void {
  const chorus = reading.sections.findLast((section) => section.kind === 'chorus')
  if (!chorus) {
    reading.draft.unplaced.push(`Line ${line}: {chorus}, with no chorus before it to repeat`)
    return
  }
  // Straight after the chorus itself, {chorus} is the chorus played again: one more repeat.
  if (reading.sections.at(-1) === chorus && reading.current === undefined && !label) {
    chorus.repeat += 1
    return
  }
  const copy = start(reading, label || chorus.label, 'chorus')
  copy.bars = chorus.bars.map((bar) => ('notation' in bar ? { ...bar } : structuredClone(bar)))
  reading.current = undefined
}

function readDirective(reading: Reading, line: Extract<ChordProLine, { kind: 'directive' }>) {
  const { draft } = reading
  const { name, value } = line
  if (reading.block) {
    if (name === `end_of_${reading.block.name}`) {
      const { line: from, lines } = reading.block
      draft.unplaced.push(
        `Lines ${from}–${line.line}: a ${reading.block.name} block (${lines} line${lines === 1 ? '' : 's'})`,
      )
      reading.block = undefined
    }
    return
  }
  reading.flushChordLine()
  if (name.startsWith('start_of_')) {
    const kind = name.slice('start_of_'.length)
    if (BLOCKS.has(kind)) reading.block = { name: kind, line: line.line, lines: 0 }
    else start(reading, line.label || capitalized(kind), kind)
  } else if (name.startsWith('end_of_')) {
    reading.current = undefined
  } else if (name === 'chorus') {
    repeatChorus(reading, line.line, value)
  } else if (COMMENTS.has(name)) {
    // Inside a section a comment is a remark; outside, it names the part that follows it.
    if (reading.current?.kind) draft.unplaced.push(`Line ${line.line}: the comment "${value}"`)
    else start(reading, value, undefined).comment = { line: line.line, text: value }
  } else if (name === 'title') {
    if (draft.name === undefined) draft.name = value
    else draft.unplaced.push(`Line ${line.line}: a second title, "${value}"`)
  } else if ((CREDIT_NAMES as readonly string[]).includes(name)) {
    addCredit(draft.credits, name as CreditName, value)
  } else if (SETTINGS.has(name)) {
    const first = reading.settingsSeen.get(name)
    if (first === undefined) {
      reading.settingsSeen.set(name, value)
      if (name === 'key') draft.key = value
      else if (name === 'tempo') draft.bpm = value
      else draft.time = value
    } else if (first !== value) {
      // A song has one key, tempo and time signature: a change part-way is listed.
      draft.unplaced.push(`Line ${line.line}: a change of ${name} to ${value}`)
    }
  } else if (value && !LAYOUT.has(name)) {
    draft.unplaced.push(`Line ${line.line}: {${name}: ${value}}`)
  }
}

/** A ChordPro sheet as a song: its problems and what it could not place, in words. */
export function chordProToSong(text: string): ImportedSong {
  const reading = new Reading()
  for (const line of chordProLines(text)) {
    if (line.kind === 'directive') readDirective(reading, line)
    else readText(reading, line)
  }
  reading.flushChordLine()
  if (reading.block) {
    const { name, line, lines } = reading.block
    reading.draft.unplaced.push(
      `Lines ${line}–end: a ${name} block with no end (${lines} line${lines === 1 ? '' : 's'})`,
    )
  }
  const { draft } = reading
  draft.sections = reading.sections.filter((section) => {
    // A comment with nothing after it was a remark ("softly"), not a section.
    if (!section.comment || section.bars.length > 0) return true
    draft.unplaced.push(`Line ${section.comment.line}: the comment "${section.comment.text}"`)
    return false
  })
  draft.unplaced.sort((a, b) => lineOf(a) - lineOf(b))
  return draftToSong(draft)
}

const lineOf = (note: string) => Number(/\d+/.exec(note)?.[0] ?? 0)
