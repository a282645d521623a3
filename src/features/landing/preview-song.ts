import type { EngineEvent } from '@/audio/types'
import type { SongDocument } from '@/song/types'

// The landing page's example: a real song document, shown by the lead sheet as a shared song or a
// printout shows it. Its piano voicings are written out, so the page needs none of the music theory
// code to play it; a test keeps them equal to what the editor plays (voiceChord).

export type PreviewSong = {
  doc: Pick<SongDocument, 'name' | 'bpm' | 'timeSignature' | 'sections'>
  key: string
  /** The piano's notes for each chord of the song. */
  voicings: Record<string, number[]>
}

export const PREVIEW_SONG: PreviewSong = {
  doc: {
    name: 'Morning Light',
    bpm: 96,
    timeSignature: { beats: 4, unit: 4 },
    // Fixed ids: the page is prerendered, and hydration must find the same ones.
    sections: [
      {
        id: 'verse',
        label: 'Verse',
        repeat: 1,
        bars: [
          { id: 'b1', chords: ['C'], words: ['Here comes '], lineEnd: false },
          { id: 'b2', chords: ['Am'], words: ['the morning '], lineEnd: false },
          { id: 'b3', chords: ['F'], words: ['light on the '], lineEnd: false },
          { id: 'b4', chords: ['G'], words: ['water '], lineEnd: true },
        ],
      },
    ],
  },
  key: 'C',
  voicings: {
    C: [48, 60, 64, 67],
    Am: [45, 57, 60, 64],
    F: [53, 65, 69, 72],
    G: [43, 55, 59, 62],
  },
}

/** What the engine plays: each bar's chord held for the whole bar. */
export function previewEvents({ doc, voicings }: PreviewSong): EngineEvent[] {
  const beats = doc.timeSignature.beats
  const bars = doc.sections.flatMap((section) => section.bars)
  return bars.map((bar, index) => ({
    bar: index,
    beat: index * beats,
    beats,
    midi: voicings[bar.chords[0] ?? ''] ?? [],
  }))
}
