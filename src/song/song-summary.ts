import type { Bar } from './types'
import { barWords, hasWords, lyricLines } from './words'

// A song in a sentence, for link previews: the app's page head and the function that writes it
// for chat apps and social sites (functions/_lib/shared-song-meta.ts) say the same.

export const SUMMARY_CHORDS_MAX = 8
/** Characters of the first lyric line quoted; a longer one is cut at a word with "…". */
export const SUMMARY_LINE_MAX_LENGTH = 100

/** The song's first line of words, as the lead sheet shows it; '' when it has no words. */
export function firstLyricLine(sections: readonly { bars: readonly Bar[] }[]): string {
  for (const { bars } of sections) {
    const line = lyricLines(bars).find((run) => run.some(hasWords))
    if (!line) continue
    const text = line.map(barWords).join('').replace(/\s+/g, ' ').trim()
    if (text.length <= SUMMARY_LINE_MAX_LENGTH) return text
    const cut = text.slice(0, SUMMARY_LINE_MAX_LENGTH)
    return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`
  }
  return ''
}

/** "“Road Song”, a song shared from Songpad: C Am F G. It starts “Hello darkness”. Play it…" */
export function sharedSongDescription(song: {
  name: string
  chords: readonly string[]
  firstLine: string
}): string {
  const chords = song.chords.slice(0, SUMMARY_CHORDS_MAX)
  return `“${song.name}”, a song shared from Songpad${chords.length ? `: ${chords.join(' ')}` : ''}.${
    song.firstLine ? ` It starts “${song.firstLine}”.` : ''
  } Play it, transpose it and see how to play every chord.`
}
