import {
  type Bar,
  SONG_FORMAT_VERSION,
  type SongDocument,
  type SongRecordFields,
  type StoredBar,
} from './types'

// The document as the song record stores it (format version 2, described in ./types.ts).

function storedBar(bar: Bar): StoredBar {
  const stored: StoredBar = { id: bar.id, chords: [...bar.chords] }
  if (bar.words.some((part) => part !== '')) stored.words = [...bar.words]
  if (bar.lineEnd) stored.lineEnd = true
  return stored
}

export function encodeSong(document: SongDocument): SongRecordFields {
  const { beats, unit } = document.timeSignature
  return {
    name: document.name,
    bpm: document.bpm,
    timesignature: `${beats}/${unit}`,
    instrument: document.instrument,
    key: document.key,
    // No tags is null, as a new record has it.
    tags: document.tags.length > 0 ? [...document.tags] : null,
    description: document.description,
    version: SONG_FORMAT_VERSION,
    tablecontent: document.sections.map((section) => ({
      id: section.id,
      bars: section.bars.map(storedBar),
    })),
    labelcontent: document.sections.map(({ label, repeat, style }) =>
      style ? { label, repeat, style } : { label, repeat },
    ),
    playback: { style: document.style, mix: structuredClone(document.mix) },
  }
}
