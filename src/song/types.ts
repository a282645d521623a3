// The song document: what a song record's tablecontent and labelcontent hold.
//
// Format version 2 (what encodeSong writes):
//   tablecontent: StoredSection[]: one entry per section, in order: { id, bars }.
//     A bar is { id, chords, words?, lineEnd? }:
//     - chords: one slot (a chord for the whole bar) or one slot per beat of the time signature.
//       A slot is a chord symbol ("Am7", "F#m7b5", "C/E") or "" (no new chord: the previous chord
//       rings on; at the very start: silence).
//     - words: what is sung over the bar, one entry per slot: words[i] is sung from slot i on.
//       Words line up with chords by beat: in ["Am", "", "F", ""] the words of slot 0 are sung on
//       Am and those of slot 2 on F. Only slot 0 and the slots where a chord starts carry words;
//       a held slot's words belong to the chord before it. Left out when the bar has none.
//     - lineEnd: true when a line of the lyrics ends with this bar (the lead sheet breaks there).
//     Ids are short strings unique within the song that never change once given, so two copies
//     of a song can be compared bar by bar whatever was inserted or moved.
//   labelcontent: SectionLabel[]: one entry per section, same order: its label and repeat count
//     (a plain string is read as a label played once), and its own style when it has one:
//     { "label": "Bridge", "repeat": 1, "style": "swing" }.
//   playback: the song's sound: { "style": "bossa", "mix": { "chords": { "volume": 0.8,
//     "muted": false }, "bass": …, "drums": …, "metronome": … } }. Songs saved before it play as
//     block chords at the default volumes.
//
// Example, a verse of two bars (C for the bar, then Am and F on beats 1 and 3) played twice:
//   tablecontent [{ "id": "s1", "bars": [
//     { "id": "b1", "chords": ["C"], "words": ["Hello darkness"] },
//     { "id": "b2", "chords": ["Am", "", "F", ""], "words": ["my old", "", "friend", ""], "lineEnd": true }
//   ] }]
//   labelcontent [{ "label": "Verse", "repeat": 2 }]
//
// Format version 1 (new songs, and songs saved before words): tablecontent is Section[] of
// Bar[] of slots, without ids or words: [[["C"], ["Am", "", "F", ""]]]. The decoder reads it as
// version 2, giving ids by position.
//
// Every document read from the server goes through decodeSong (./decode.ts), which migrates older
// versions and recovers what is valid from a malformed one.

export const SONG_FORMAT_VERSION = 2

/** A chord symbol, or '' for "keep the previous chord". */
export type Slot = string

export type Bar = {
  id: string
  chords: Slot[]
  /** Same length as chords: the words sung from each slot on ('' for none). */
  words: string[]
  /** A line of the lyrics ends with this bar. */
  lineEnd: boolean
}

/** A section's label, repeat count and, when it differs from the song's, its own style. */
export type SectionLabel = { label: string; repeat: number; style?: StyleId }

export type Section = SectionLabel & { id: string; bars: Bar[] }

// Relative paths: the functions read this file without the app's path alias.
import type { Mix } from '../audio/mix'
import type { StyleId } from '../audio/styles/style-ids'
import type { Instrument } from './instruments'

export type { Instrument } from './instruments'

export type TimeSignature = { beats: number; unit: number }

/** How the band plays the song, and each part's volume: the record keeps it in `playback`. */
export type SongPlayback = { style: StyleId; mix: Mix }

/** The editor's view of a song: the record's fields, with the two lists joined into sections. */
export type SongDocument = SongPlayback & {
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

/** The stored shape: the song record's document fields. */
export type SongRecordFields = {
  name: string
  bpm: number
  timesignature: string
  instrument: number
  key: string
  tags: string[] | null
  description: string
  version: number
  tablecontent: StoredSection[]
  labelcontent: SectionLabel[]
  playback: SongPlayback
}

/** A bar as version 2 stores it: words and lineEnd only when there are any. */
export type StoredBar = { id: string; chords: Slot[]; words?: string[]; lineEnd?: true }

export type StoredSection = { id: string; bars: StoredBar[] }

/** A section as version 1 stored it: bars of chord slots. */
export type VersionOneSection = Slot[][]
