import type { EngineEvent } from '@/audio/types'

// The landing page's four-bar example. Its piano voicings are written out, so the page needs none of
// the music theory code to play it; a test keeps them equal to what the editor plays (voiceChord).

export type PreviewSong = {
  title: string
  bpm: number
  beatsPerBar: number
  bars: { chord: string; lyric: string; midi: number[] }[]
}

export const PREVIEW_SONG: PreviewSong = {
  title: 'Morning Light',
  bpm: 96,
  beatsPerBar: 4,
  bars: [
    { chord: 'C', lyric: 'Here comes', midi: [48, 60, 64, 67] },
    { chord: 'Am', lyric: 'the morning', midi: [45, 57, 60, 64] },
    { chord: 'F', lyric: 'light on the', midi: [53, 65, 69, 72] },
    { chord: 'G', lyric: 'water', midi: [43, 55, 59, 62] },
  ],
}

/** What the engine plays: each bar's chord held for the whole bar. */
export const previewEvents = ({ bars, beatsPerBar }: PreviewSong): EngineEvent[] =>
  bars.map(({ midi }, bar) => ({ bar, beat: bar * beatsPerBar, beats: beatsPerBar, midi }))
