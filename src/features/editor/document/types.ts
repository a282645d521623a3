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
// The song's sound sits in the record's json field `playback`: { "style": "bossa", "mix": { "chords":
// { "volume": 0.8, "muted": false }, "bass": …, "drums": …, "metronome": … } }; a label may carry its
// section's own style: { "label": "Bridge", "repeat": 1, "style": "swing" }.
//
// Every document read from the server goes through decodeSong (./decode.ts), which migrates older
// versions and recovers what is valid from a malformed one.

import type { Mix } from '@/audio/mix'
import type { StyleId } from '@/audio/styles/style-ids'

export const SONG_FORMAT_VERSION = 1

/** A chord symbol, or '' for "keep the previous chord". */
export type Slot = string
export type Bar = Slot[]

/** A section's label, repeat count and, when it differs from the song's, its own style. */
export type SectionLabel = { label: string; repeat: number; style?: StyleId }

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
  /** How the band plays the song, and each part's volume. */
  style: StyleId
  mix: Mix
  sections: Section[]
}

/** The record's `playback` field. */
export type StoredPlayback = { style: StyleId; mix: Mix }

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
  playback: StoredPlayback
}
