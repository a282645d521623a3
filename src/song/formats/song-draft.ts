import { transposeChord, transposeKey } from '@/music/transpose'
import { barsFromLine } from '../bar-notation'
import { type DecodedSong, decodeSong } from '../decode'
import { parseTimeSignature } from '../decode-fields'
import { defaultLabel } from '../decode-sections'
import { DEFAULT_TIME_SIGNATURE } from '../limits'
import { SONG_FORMAT_VERSION } from '../types'
import { type Credits, withCredits } from './credits'

// What an importer gathers from a chord sheet, turned into a song through the same decoder as
// every song from the server: whatever the sheet held, the result is a valid document, chords we
// cannot read are reported in the decoder's words, and what had no place in a song is listed.

/** A bar read from words and chords: its chords (one per bar from a lyric line) and words. */
export type DraftBar = { chords: string[]; words: string[]; lineEnd: boolean }

/** A line of bar notation ("| C | Am F |"), read once the time signature is known. */
export type DraftNotation = { notation: string }

export type DraftSection = { label: string; repeat: number; bars: (DraftBar | DraftNotation)[] }

export type SongDraft = {
  name?: string
  bpm?: string
  time?: string
  key?: string
  credits: Credits
  sections: DraftSection[]
  /** What the sheet held that a song has no place for, in words: listed before the import. */
  unplaced: string[]
}

export type ImportedSong = DecodedSong & {
  /** What the sheet held that the song could not keep (a tab block, a remark…). */
  unplaced: string[]
}

/** "Chorus x2", "Chorus (x2)", "Chorus ×2", "Chorus 2x" → label "Chorus", played twice. */
export function labelAndRepeat(text: string): { label: string; repeat: number } {
  const match = /^(.*?)\s*[([]?\s*(?:[x×]\s*(\d{1,2})|(\d{1,2})\s*[x×])\s*[)\]]?$/i.exec(
    text.trim(),
  )
  const repeat = Number(match?.[2] ?? match?.[3])
  return match && repeat >= 1
    ? { label: match[1] ?? '', repeat }
    : { label: text.trim(), repeat: 1 }
}

export const newSection = (label: string, index: number): DraftSection => ({
  ...labelAndRepeat(label || defaultLabel(index)),
  bars: [],
})

/**
 * Where an importer writes a sheet: the draft, the sections so far, the one bars go to (none after
 * a section ends), and a line of chords waiting for the lyric line it may stand over.
 */
export class SectionWriter<S extends DraftSection = DraftSection> {
  readonly sections: S[] = []
  /** The song so far; its sections are the writer's until the importer settles them. */
  readonly draft: SongDraft = { credits: {}, sections: this.sections, unplaced: [] }
  current: S | undefined
  chordLine: string | undefined

  constructor(private readonly make: (label: string, index: number) => S) {}

  /** A new section, named by `label` or else by its place; bars go to it from now on. */
  start(label: string): S {
    const section = this.make(label, this.sections.length)
    this.sections.push(section)
    this.current = section
    return section
  }

  /** The section bars go to: an unnamed one for bars before any heading or after a section's end. */
  section(): S {
    return this.current ?? this.start('')
  }

  /** A chord line that no lyric line followed is a line of chords: bar notation of its own. */
  flushChordLine(): void {
    if (this.chordLine !== undefined) this.section().bars.push({ notation: this.chordLine })
    this.chordLine = undefined
  }
}

const isNotation = (bar: DraftBar | DraftNotation): bar is DraftNotation => 'notation' in bar

function expandBars(bars: DraftSection['bars'], beats: number): DraftBar[] {
  return bars.flatMap((bar) => {
    if (!isNotation(bar)) return [bar]
    const read = barsFromLine(bar.notation, beats)
    // The line of the chart ends where the sheet's line ends.
    return read.map((chords, i) => ({
      chords,
      words: chords.map(() => ''),
      lineEnd: i === read.length - 1,
    }))
  })
}

/** The draft as a valid song document, with what the import had to leave out or repair. */
export function draftToSong(draft: SongDraft): ImportedSong {
  const time = draft.time?.trim()
  const beats = (time && parseTimeSignature(time)?.beats) || DEFAULT_TIME_SIGNATURE.beats
  const capo = draft.credits.capo ?? 0
  const key = draft.key?.trim() ?? ''
  // The song holds the chords as they sound; the capo stays in the credits for the player.
  const sounding = (symbol: string) => (capo && symbol ? transposeChord(symbol, capo, key) : symbol)
  const bpm = draft.bpm === undefined ? undefined : Number.parseFloat(draft.bpm)
  const { document, problems } = decodeSong({
    name: draft.name?.trim() || undefined,
    bpm: bpm === undefined || Number.isNaN(bpm) ? draft.bpm : bpm,
    timesignature: time || undefined,
    key: capo ? transposeKey(key, capo) : key,
    description: withCredits('', draft.credits),
    version: SONG_FORMAT_VERSION,
    tablecontent: draft.sections.map((section) => ({
      bars: expandBars(section.bars, beats).map((bar) => ({
        chords: bar.chords.map(sounding),
        words: bar.words,
        lineEnd: bar.lineEnd || undefined,
      })),
    })),
    labelcontent: draft.sections.map(({ label, repeat }) => ({ label, repeat })),
  })
  const capoNote = capo
    ? [`Capo ${capo}: the chords were moved up ${capo} semitones to the pitch they sound at.`]
    : []
  return { document, problems: [...capoNote, ...problems], unplaced: draft.unplaced }
}
