import { guessKey } from '@/music/guess-key'
import { songChords } from './song-chords'
import type { SongDocument } from './types'

/** The key numerals and transposition go by: the one set, else the one the chords suggest. */
export const songKey = (document: SongDocument): string =>
  document.key || guessKey(songChords(document))
