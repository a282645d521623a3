import type { SongDocument } from './types'

/** Every chord the song plays, in document order (each section once, empty slots left out). */
export const songChords = (document: SongDocument): string[] =>
  document.sections.flatMap((section) =>
    section.bars.flatMap((bar) => bar.chords.filter((slot) => slot !== '')),
  )

/** Every chord symbol the song uses, once each, in order of first appearance. */
export const usedChords = (document: SongDocument): string[] => [...new Set(songChords(document))]
