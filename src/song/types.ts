// The song document: what a song record's tablecontent and labelcontent hold (format version 1).
//
//   tablecontent: Section[]: one entry per section, in order.
//     Section = Bar[]; Bar = Slot[]: one slot (a chord for the whole bar) or one slot per beat
//     (as many as the time signature's beats). A slot is a chord symbol ("Am7", "F#m7b5", "C/E")
//     or "" (no new chord: the previous chord rings on; at the very start: silence).
//   labelcontent: SectionLabel[]: one entry per section, same order: its label and repeat count
//     (a plain string is read as a label played once).
//
// Example, a verse of two bars (C for the bar, then Am and F on beats 1 and 3) played twice:
//   tablecontent [[["C"], ["Am", "", "F", ""]]], labelcontent [{ "label": "Verse", "repeat": 2 }]
//
// Every document read from the server goes through decodeSong (./decode.ts), which migrates older
// versions and recovers what is valid from a malformed one.

export const SONG_FORMAT_VERSION = 1

/** A chord symbol, or '' for "keep the previous chord". */
export type Slot = string
export type Bar = Slot[]

export type SectionLabel = { label: string; repeat: number }

export type Section = SectionLabel & { bars: Bar[] }

/** 0 piano, 1 guitar, 2 ukulele (spec §3). */
export type Instrument = 0 | 1 | 2

export type TimeSignature = { beats: number; unit: number }

/** The editor's view of a song: the record's fields, with the two lists joined into sections. */
export type SongDocument = {
  name: string
  bpm: number
  timeSignature: TimeSignature
  instrument: Instrument
  /** The song's key, e.g. "C", "F#m"; '' when not set (the editor then guesses it). */
  key: string
  tags: string[]
  description: string
  sections: Section[]
}

/** The stored shape: the song record's document fields (spec §3). */
export type SongRecordFields = {
  name: string
  bpm: number
  timesignature: string
  instrument: number
  key: string
  tags: string[] | null
  description: string
  version: number
  tablecontent: Bar[][]
  labelcontent: SectionLabel[]
}
