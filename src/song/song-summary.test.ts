import { describe, expect, it } from 'vitest'
import { buildSections } from '@/testing/song-builders'
import { firstLyricLine, SUMMARY_LINE_MAX_LENGTH, sharedSongDescription } from './song-summary'

describe('a song in a sentence', () => {
  it('quotes the first line of words, from the first section that has any, up to its line end', () => {
    const sections = buildSections([
      { label: 'Intro', bars: [['C'], ['G']] },
      {
        label: 'Verse',
        bars: [
          { chords: ['C'], words: ['Hello  darkness '] },
          { chords: ['Am'], words: ['my old friend '], lineEnd: true },
          { chords: ['F'], words: ['I’ve come '] },
        ],
      },
    ])
    expect(firstLyricLine(sections)).toBe('Hello darkness my old friend')
    expect(firstLyricLine(buildSections([{ label: 'Intro', bars: [['C']] }]))).toBe('')
  })

  it('cuts a very long line at a word', () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i} `).join('')
    const line = firstLyricLine(
      buildSections([{ label: 'Verse', bars: [{ chords: ['C'], words: [words] }] }]),
    )
    expect(line.length).toBeLessThanOrEqual(SUMMARY_LINE_MAX_LENGTH + 1)
    expect(line).toMatch(/^word0 word1 .* word\d+…$/)
  })

  it('names the song, its first chords and its first line', () => {
    expect(
      sharedSongDescription({
        name: 'Road Song',
        chords: ['C', 'Am', 'F', 'G', 'Em', 'Dm', 'E', 'A', 'B'],
        firstLine: 'Down the road',
      }),
    ).toBe(
      '“Road Song”, a song shared from Songpad: C Am F G Em Dm E A. It starts “Down the road”. Play it, transpose it and see how to play every chord.',
    )
    expect(sharedSongDescription({ name: 'Hum', chords: [], firstLine: '' })).toBe(
      '“Hum”, a song shared from Songpad. Play it, transpose it and see how to play every chord.',
    )
  })
})
