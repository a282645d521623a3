import { isChord } from '@/music/chord-symbol'
import type { SongDocument } from '../types'
import { barWords, lyricLines } from '../words'
import { chordProToSong } from './chordpro-import'
import { chordsOverLyricsToSong } from './plain-text-import'
import type { ImportedSong } from './song-draft'

// Pasted or opened song text, read as ChordPro or as chords over lyrics, whichever it is.

export type SongTextFormat = 'chordpro' | 'chords-over-lyrics'

/** ChordPro has {directives} or chords in brackets inside words; "[Verse]" alone is a heading. */
export function songTextFormat(text: string): SongTextFormat {
  const lines = text.split(/\r\n?|\n/).map((line) => line.trim())
  const chordPro = lines.some(
    (line) =>
      /^\{\s*[a-z_]+(?:-[\w!]+)?\s*(?:[:}\s])/i.test(line) ||
      [...line.matchAll(/\[([^\]]+)\]/g)].some(
        (match) => isChord(match[1] ?? '') && line !== match[0],
      ),
  )
  return chordPro ? 'chordpro' : 'chords-over-lyrics'
}

export type SongTextImport = ImportedSong & { format: SongTextFormat }

export function importSongText(text: string): SongTextImport {
  const format = songTextFormat(text)
  const read = format === 'chordpro' ? chordProToSong(text) : chordsOverLyricsToSong(text)
  return { ...read, format }
}

export type SongCounts = { sections: number; bars: number; words: number; chords: number }

/** What a song holds, counted as the import's preview shows it. */
export function songCounts(document: SongDocument): SongCounts {
  const bars = document.sections.flatMap((section) => section.bars)
  // Bars' words join into lines as they are ("Hel" and "lo" are one word); lines by a space.
  const text = document.sections
    .flatMap((section) => lyricLines(section.bars).map((line) => line.map(barWords).join('')))
    .join(' ')
  return {
    sections: document.sections.length,
    bars: bars.length,
    words: text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length,
    chords: bars.reduce((sum, bar) => sum + bar.chords.filter(Boolean).length, 0),
  }
}
