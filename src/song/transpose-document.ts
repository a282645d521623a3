import { transposeChord, transposeKey } from '@/music/transpose'
import { songKey } from './song-key'
import type { SongDocument } from './types'

/**
 * The song moved by `semitones` for good (the Transpose command, not the display option): every
 * chord spelled for the new key, and the key itself moved when it was set.
 */
export function transposeDocument(document: SongDocument, semitones: number): SongDocument {
  const key = songKey(document)
  return {
    ...document,
    key: document.key && transposeKey(document.key, semitones),
    sections: document.sections.map((section) => ({
      ...section,
      bars: section.bars.map((bar) => ({
        ...bar,
        chords: bar.chords.map((slot) => (slot ? transposeChord(slot, semitones, key) : slot)),
      })),
    })),
  }
}
