import { describe, expect, it } from 'vitest'
import { BARS_PER_SECTION_MAX } from '@/song/limits'
import { barWords, lyricLines } from '@/song/words'
import { buildSections } from '@/testing/song-builders'
import { pastedLines, splitLine, spreadLyrics } from './lyric-paste'
import { testSong } from './test-song'

const VERSE =
  'Hello darkness my old friend\n\n  I come to talk with you again  \r\nBecause a vision softly creeping\n'
const lines = (doc: ReturnType<typeof testSong>, section = 0) =>
  lyricLines(doc.sections[section]?.bars ?? []).map((line) => line.map(barWords).join(''))

describe('pasting a verse into the words', () => {
  it('reads the lines of the text, without blank lines', () => {
    expect(pastedLines(VERSE)).toEqual([
      'Hello darkness my old friend',
      'I come to talk with you again',
      'Because a vision softly creeping',
    ])
  })

  it('shares a line’s words evenly over bars', () => {
    expect(splitLine('Hello darkness my old friend', 2)).toEqual([
      'Hello darkness',
      'my old friend',
    ])
    expect(splitLine('one two three four', 4)).toEqual(['one', 'two', 'three', 'four'])
    expect(splitLine('Hi', 2)).toEqual(['', 'Hi'])
  })

  it('puts a line in each bar from the field on, each ending a line, and adds bars', () => {
    // The verse has 4 bars; from bar 3 on, 3 lines need one bar more.
    const result = spreadLyrics(testSong(), { section: 0, bar: 2, slot: 0 }, pastedLines(VERSE), 1)
    const bars = result.doc.sections[0]?.bars ?? []
    expect(result).toMatchObject({ bars: 3, added: 1, dropped: 0 })
    expect(bars).toHaveLength(5)
    expect(bars.map((bar) => [barWords(bar), bar.lineEnd])).toEqual([
      ['', false],
      ['', false],
      ['Hello darkness my old friend ', true],
      ['I come to talk with you again ', true],
      ['Because a vision softly creeping ', true],
    ])
    expect(bars[4]?.chords).toEqual([''])
    // The chords and the other section are as they were.
    expect(bars.slice(0, 4).map((bar) => bar.chords)).toEqual([
      ['C'],
      ['Am', '', 'F', ''],
      ['G'],
      [''],
    ])
    expect(result.doc.sections[1]).toBe(testSong().sections[1] && result.doc.sections[1])
  })

  it('spreads a line across several bars when asked', () => {
    const result = spreadLyrics(testSong(), { section: 1, bar: 0, slot: 0 }, pastedLines(VERSE), 2)
    expect(result).toMatchObject({ bars: 6, added: 4 })
    expect(lines(result.doc, 1)).toEqual([
      'Hello darkness my old friend ',
      'I come to talk with you again ',
      'Because a vision softly creeping ',
    ])
    expect(result.doc.sections[1]?.bars.map(barWords)).toEqual([
      'Hello darkness ',
      'my old friend ',
      'I come to ',
      'talk with you again ',
      'Because a ',
      'vision softly creeping ',
    ])
  })

  it('replaces a per-beat bar’s words from the pasted field on, keeping those before it', () => {
    const doc = {
      ...testSong(),
      sections: buildSections([
        {
          label: 'Verse',
          bars: [{ chords: ['Am', '', 'F', ''], words: ['old ', '', 'words ', ''] }],
        },
      ]),
    }
    const result = spreadLyrics(doc, { section: 0, bar: 0, slot: 2 }, ['new'], 1)
    expect(result.doc.sections[0]?.bars[0]?.words).toEqual(['old ', '', 'new ', ''])
  })

  it('stops at the section’s bar limit and says how many lines did not fit', () => {
    const doc = {
      ...testSong(),
      sections: buildSections([
        { label: 'Long', bars: Array.from({ length: BARS_PER_SECTION_MAX - 1 }, () => ['C']) },
      ]),
    }
    const result = spreadLyrics(
      doc,
      { section: 0, bar: BARS_PER_SECTION_MAX - 2, slot: 0 },
      ['a', 'b', 'c'],
      1,
    )
    expect(result).toMatchObject({ bars: 2, added: 1, dropped: 1 })
    expect(result.doc.sections[0]?.bars).toHaveLength(BARS_PER_SECTION_MAX)
  })
})
