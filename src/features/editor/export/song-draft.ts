import { transposeChord, transposeKey } from '@/music/transpose'
import { barsFromLine } from '@/song/bar-notation'
import { type DecodedSong, decodeSong } from '@/song/decode'
import { parseTimeSignature } from '@/song/decode-fields'
import { defaultLabel } from '@/song/decode-sections'
import { DEFAULT_TIME_SIGNATURE } from '@/song/limits'
import { SONG_FORMAT_VERSION } from '@/song/types'

// What an importer gathers from a chord sheet, turned into a song through the same decoder as
// every song from the server: whatever the sheet held, the result is a valid document, and
// chords we cannot read are reported in the decoder's words.

export type DraftSection = { label: string; repeat: number; lines: string[] }

export type SongDraft = {
  name?: string
  bpm?: string
  time?: string
  key?: string
  /** The sheet is written in capo shapes: its chords sound this many semitones higher. */
  capo?: number
  sections: DraftSection[]
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
  lines: [],
})

/** The draft as a valid song document, with what the import had to leave out or repair. */
export function draftToSong(draft: SongDraft, notes: string[] = []): DecodedSong {
  const time = draft.time?.trim()
  const beats = (time && parseTimeSignature(time)?.beats) || DEFAULT_TIME_SIGNATURE.beats
  const capo = draft.capo ?? 0
  const key = draft.key?.trim() ?? ''
  const sounding = (symbol: string) => (capo && symbol ? transposeChord(symbol, capo, key) : symbol)
  const bpm = draft.bpm === undefined ? undefined : Number.parseFloat(draft.bpm)
  const { document, problems } = decodeSong({
    name: draft.name?.trim() || undefined,
    bpm: bpm === undefined || Number.isNaN(bpm) ? draft.bpm : bpm,
    timesignature: time || undefined,
    key: capo ? transposeKey(key, capo) : key,
    version: SONG_FORMAT_VERSION,
    tablecontent: draft.sections.map((section) =>
      section.lines.flatMap((line) => barsFromLine(line, beats)).map((bar) => bar.map(sounding)),
    ),
    labelcontent: draft.sections.map(({ label, repeat }) => ({ label, repeat })),
  })
  const capoNote = capo
    ? [`Capo ${capo}: the chords were moved up ${capo} semitones to the pitch they sound at.`]
    : []
  return { document, problems: [...notes, ...capoNote, ...problems] }
}
