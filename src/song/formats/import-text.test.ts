import { describe, expect, it } from 'vitest'
import {
  LANTERN_ROAD_TEXT,
  LANTERN_ROAD_WORDS,
  PAPER_BOATS_CHORDPRO,
  PAPER_BOATS_WORDS,
} from '@/testing/song-sheets'
import { importSongText, songCounts, songTextFormat } from './import-text'

describe('songTextFormat', () => {
  it('knows ChordPro by its directives or chords inside words, not by "[Verse]" headings', () => {
    expect(songTextFormat('{title: A}')).toBe('chordpro')
    expect(songTextFormat('Hello [C]there')).toBe('chordpro')
    expect(songTextFormat('[Chorus]\nC  G\nla la')).toBe('chords-over-lyrics')
    expect(songTextFormat('[Bridge]\n[C]')).toBe('chords-over-lyrics')
    expect(songTextFormat(LANTERN_ROAD_TEXT)).toBe('chords-over-lyrics')
  })
})

describe('importSongText and songCounts', () => {
  it('reads either format and counts sections, bars, words and chords as the preview shows', () => {
    const chordPro = importSongText(PAPER_BOATS_CHORDPRO)
    expect(chordPro.format).toBe('chordpro')
    // "Sail a" and "way" in two bars make one word: words are counted in lines, not bars.
    const words = PAPER_BOATS_WORDS.join(' ').split(' ').length
    expect(words).toBe(62)
    expect(songCounts(chordPro.document)).toEqual({ sections: 6, bars: 41, words, chords: 35 })
    const text = importSongText(LANTERN_ROAD_TEXT)
    expect(text.format).toBe('chords-over-lyrics')
    expect(songCounts(text.document)).toMatchObject({
      sections: 4,
      words: LANTERN_ROAD_WORDS.join(' ').split(' ').length,
    })
  })
})
