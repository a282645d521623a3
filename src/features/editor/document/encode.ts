import { SONG_FORMAT_VERSION, type SongDocument, type SongRecordFields } from './types'

// The document as the song record stores it (format version 1, described in ./types.ts).

export function encodeSong(document: SongDocument): SongRecordFields {
  const { beats, unit } = document.timeSignature
  return {
    name: document.name,
    bpm: document.bpm,
    timesignature: `${beats}/${unit}`,
    instrument: document.instrument,
    key: document.key,
    // No tags is null, as a new record has it (spec §3).
    tags: document.tags.length > 0 ? [...document.tags] : null,
    description: document.description,
    version: SONG_FORMAT_VERSION,
    tablecontent: document.sections.map((section) => section.bars.map((bar) => [...bar])),
    labelcontent: document.sections.map(({ label, repeat, style }) =>
      style ? { label, repeat, style } : { label, repeat },
    ),
    playback: { style: document.style, mix: structuredClone(document.mix) },
  }
}
