import { guessKey } from '@/music/guess-key'
import type { SongDocument } from './types'

/** Every chord the song plays, in document order (each section once, empty slots left out). */
export const songChords = (document: SongDocument): string[] =>
  document.sections.flatMap((section) => section.bars.flat().filter((slot) => slot !== ''))

/** The key numerals and transposition go by: the one set, else the one the chords suggest. */
export const songKey = (document: SongDocument): string =>
  document.key || guessKey(songChords(document))
