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

/** The record's two fields that hold the sections: their bars, and their labels and repeats. */
export function encodeSections(
  sections: SongDocument['sections'],
): Pick<SongRecordFields, 'tablecontent' | 'labelcontent'> {
  return {
    tablecontent: sections.map((section) => ({
      id: section.id,
      bars: section.bars.map(storedBar),
    })),
    labelcontent: sections.map(({ label, repeat, style }) =>
      style ? { label, repeat, style } : { label, repeat },
    ),
  }
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
    ...encodeSections(document.sections),
    playback: { style: document.style, mix: structuredClone(document.mix) },
  }
}
