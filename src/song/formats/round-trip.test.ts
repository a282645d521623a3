import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chordArbitrary } from '@/song/song-arbitraries'
import {
  LANTERN_ROAD_TEXT,
  LANTERN_ROAD_WORDS,
  PAPER_BOATS_CHORDPRO,
  PAPER_BOATS_WORDS,
} from '@/testing/song-sheets'
import { barText } from '../bar-notation'
import type { SongDocument } from '../types'
import { barWords, lyricLines } from '../words'
import { songToChordPro } from './chordpro-export'
import { chordProToSong } from './chordpro-import'
import { songToPlainText } from './plain-text-export'
import { chordsOverLyricsToSong } from './plain-text-import'

// ChordPro sheets written as the export writes them, with words and chords inline: reading one
// and writing it back must give the same text, so no word, chord, section or line break is lost.

const WORDS = ['hello', 'darkness', 'my', 'old', 'friend', 'río', 'ça', "don't", 'sail', 'way,']
const wordText = fc
  .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 })
  .chain((words) =>
    fc.constantFrom(
      words.join(' '),
      `${words.join(' ')} `,
      // Split mid-word: the next chord falls inside a word.
      words.join(' ').slice(0, Math.max(1, Math.floor(words.join(' ').length / 2))),
    ),
  )

const piece = fc.record({ chord: chordArbitrary, words: fc.oneof(wordText, fc.constant('')) })

const lyricLine = fc
  .record({
    lead: fc.option(wordText, { nil: undefined }),
    pieces: fc.array(piece, { maxLength: 5 }),
    tail: wordText,
  })
  .map(({ lead, pieces, tail }) => {
    const text = `${lead ?? ''}${pieces.map((p) => `[${p.chord}]${p.words}`).join('')}${tail}`
    return text.trim()
  })

const barLine = (beats: number) =>
  fc
    .array(
      fc.oneof(
        fc.tuple(chordArbitrary),
        fc.array(fc.oneof(fc.constant(''), chordArbitrary), { minLength: beats, maxLength: beats }),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .filter((bars) => bars.some((bar) => bar.some(Boolean)))
    .map((bars) => `| ${bars.map((bar) => barText(bar, (symbol) => `[${symbol}]`)).join(' | ')} |`)

const LABELS = ['Intro', 'Verse 1', 'Verse 2', 'Chorus', 'Pre-Chorus', 'Bridge', 'Solo', 'Outro']

const ENVIRONMENTS: Record<string, string> = { Verse: 'verse', Chorus: 'chorus', Bridge: 'bridge' }

const section = (beats: number) =>
  fc
    .record({
      label: fc.constantFrom(...LABELS),
      repeat: fc.integer({ min: 1, max: 4 }),
      lines: fc.array(fc.oneof(lyricLine, lyricLine, barLine(beats)), {
        minLength: 1,
        maxLength: 5,
      }),
    })
    .map(({ label, repeat, lines }) => {
      const title = repeat > 1 ? `${label} x${repeat}` : label
      const env = ENVIRONMENTS[label.split(' ')[0] ?? '']
      return env
        ? [`{start_of_${env}: ${title}}`, ...lines, `{end_of_${env}}`]
        : [`{comment: ${title}}`, ...lines]
    })

const sheet = fc.integer({ min: 2, max: 6 }).chain((beats) =>
  fc
    .record({
      name: fc.constantFrom('Song', 'Blue Moon', 'Caña dulce'),
      artist: fc.option(fc.constantFrom('Ada', 'The Lamplighters'), { nil: undefined }),
      bpm: fc.integer({ min: 40, max: 240 }),
      key: fc.option(fc.constantFrom('C', 'G', 'Eb', 'F#m', 'Am'), { nil: undefined }),
      sections: fc.array(section(beats), { maxLength: 5 }),
    })
    .map(({ name, artist, bpm, key, sections }) =>
      [
        `{title: ${name}}`,
        ...(artist ? [`{artist: ${artist}}`] : []),
        `{tempo: ${bpm}}`,
        `{time: ${beats}/4}`,
        ...(key ? [`{key: ${key}}`] : []),
        ...sections.flatMap((lines) => ['', ...lines]),
      ].join('\n'),
    )
    .map((text) => `${text}\n`),
)

/** Each line of lyrics of the song, as its bars' words and chords in order. */
const linesOf = (document: SongDocument) =>
  document.sections.flatMap((section) =>
    lyricLines(section.bars).map((line) => ({
      chords: line.flatMap((bar) => bar.chords.filter(Boolean)),
      // Spacing is layout in chords over lyrics: every letter in order is what must hold.
      letters: line.map(barWords).join('').replace(/\s+/g, ''),
    })),
  )

describe('round trips', () => {
  it('ChordPro → Songpad → ChordPro gives the same sheet', () => {
    fc.assert(
      fc.property(sheet, (text) => {
        const { document, problems, unplaced } = chordProToSong(text)
        expect(problems).toEqual([])
        expect(unplaced).toEqual([])
        expect(songToChordPro(document)).toBe(text)
      }),
      { numRuns: 200 },
    )
  }, 60_000)

  it('Songpad → chords over lyrics → Songpad keeps every word and chord, in order', () => {
    fc.assert(
      fc.property(sheet, (text) => {
        const { document } = chordProToSong(text)
        const plain = songToPlainText(document)
        const back = chordsOverLyricsToSong(plain)
        expect(back.problems).toEqual([])
        expect(back.unplaced).toEqual([])
        expect(back.document.name).toBe(document.name)
        expect(back.document.sections.map((s) => [s.label, s.repeat])).toEqual(
          document.sections.map((s) => [s.label, s.repeat]),
        )
        expect(linesOf(back.document)).toEqual(linesOf(document))
        // And the text it writes again is the same.
        expect(songToPlainText(back.document)).toBe(plain)
      }),
      { numRuns: 200 },
    )
  }, 60_000)

  it('a real song: every word, chord, section and repeat survives ChordPro and plain text', () => {
    const first = chordProToSong(PAPER_BOATS_CHORDPRO).document
    const chordPro = songToChordPro(first)
    const again = chordProToSong(chordPro).document
    expect(again).toEqual(first)
    const plain = chordsOverLyricsToSong(songToPlainText(first)).document
    expect(linesOf(plain)).toEqual(linesOf(first))
    const words = linesOf(first).filter((line) => line.letters)
    expect(words.map((line) => line.letters)).toEqual(
      PAPER_BOATS_WORDS.map((line) => line.replace(/\s+/g, '')),
    )
  })

  it('a real chords-over-lyrics sheet: every word and chord survives plain text and ChordPro', () => {
    const first = chordsOverLyricsToSong(LANTERN_ROAD_TEXT)
    expect(first.problems).toEqual([
      'Capo 2: the chords were moved up 2 semitones to the pitch they sound at.',
    ])
    const plain = songToPlainText(first.document)
    expect(plain).toContain('Capo: 2')
    // Every section is written back exactly as the sheet had it, chords at the same columns.
    for (const part of LANTERN_ROAD_TEXT.split('\n\n').slice(1))
      expect(plain).toContain(part.trim())
    const again = chordsOverLyricsToSong(plain).document
    expect(again.sections).toEqual(first.document.sections)
    expect(chordProToSong(songToChordPro(first.document)).document.sections).toEqual(
      first.document.sections,
    )
    const lines = linesOf(first.document).filter((line) => line.letters)
    expect(lines.map((line) => line.letters)).toEqual(
      LANTERN_ROAD_WORDS.map((line) => line.replace(/\s+/g, '')),
    )
  })
})
