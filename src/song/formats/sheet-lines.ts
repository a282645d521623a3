import { transposeChord } from '@/music/transpose'
import { songKey } from '../song-key'
import type { Bar, SongDocument } from '../types'
import { hasWords, lyricLines } from '../words'
import { readCredits } from './credits'

// What the text exports share: the song's lines (a line of lyrics ends at a bar's lineEnd; a
// run of chord-only bars is written a few bars a line) and each chord with the words sung on it.

/** Bars of chords alone written on one line when the song does not break them sooner. */
export const BARS_PER_LINE = 4

export type SheetLine = { kind: 'lyrics' | 'chords'; bars: Bar[] }

export function sheetLines(bars: readonly Bar[]): SheetLine[] {
  return lyricLines(bars).flatMap((line): SheetLine[] => {
    if (line.some(hasWords)) return [{ kind: 'lyrics', bars: line }]
    const lines: SheetLine[] = []
    for (let i = 0; i < line.length; i += BARS_PER_LINE)
      lines.push({ kind: 'chords', bars: line.slice(i, i + BARS_PER_LINE) })
    return lines
  })
}

/** A chord ('' for none) and the words sung from it on. */
export type Piece = { chord: string; words: string }

/** Each chord of a lyric line with the words sung on it, in order; nothing empty. */
export const linePieces = (bars: readonly Bar[]): Piece[] =>
  bars.flatMap((bar) =>
    bar.chords.flatMap((chord, i) => {
      const words = bar.words[i] ?? ''
      return chord || words ? [{ chord, words }] : []
    }),
  )

export type ExportOptions = {
  /** Semitones to transpose by, spelled for the key it lands in (the key moves too). */
  transpose?: number
}

/**
 * How the export writes chords: transposed as asked and, when the credits name a capo, as the
 * shapes played with it (the song stores chords as they sound).
 */
export function exportPitch(document: SongDocument, options: ExportOptions) {
  const capo = readCredits(document.description).capo ?? 0
  const semitones = (options.transpose ?? 0) - capo
  const from = songKey(document)
  return {
    capo,
    semitones,
    chord: (symbol: string) =>
      semitones && symbol ? transposeChord(symbol, semitones, from) : symbol,
  }
}
