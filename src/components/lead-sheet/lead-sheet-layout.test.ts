import { describe, expect, it } from 'vitest'
import { transposeChord } from '@/music/transpose'
import { buildSections, type SectionSpec } from '@/testing/song-builders'
import {
  BARS_PER_LINE,
  lineText,
  type SheetSection,
  sheetFacts,
  sheetSections,
} from './lead-sheet-layout'

const same = (symbol: string) => symbol
const layout = (specs: SectionSpec[], show = same) => sheetSections(buildSections(specs), show)
/** Each section's lines as text, "[C]Hello [Am]world" or "C | Am · F ·". */
const texts = (sheet: SheetSection[]) => sheet.map((section) => section.lines.map(lineText))

describe('the lead sheet layout', () => {
  it('puts each chord over the words sung from it on, a bar of one chord over all its words', () => {
    const sheet = layout([
      {
        label: 'Verse',
        bars: [
          { chords: ['C'], words: ['Hello darkness '] },
          { chords: ['Am'], words: ['my old friend '], lineEnd: true },
        ],
      },
    ])
    expect(texts(sheet)).toEqual([['[C]Hello darkness [Am]my old friend ']])
    // One column a word, the chord on the first: a long line wraps between words.
    expect(sheet[0]?.lines[0]?.bars[0]?.chunks).toEqual([
      { chord: 'C', words: 'Hello ' },
      { chord: '', words: 'darkness ' },
    ])
  })

  it('puts per-beat chords over their own slot’s words, a held slot’s words with the chord before', () => {
    const sheet = layout([
      {
        label: 'Verse',
        bars: [{ chords: ['Am', '', 'F', ''], words: ['Hel', 'lo ', 'there ', 'you'] }],
      },
    ])
    expect(texts(sheet)).toEqual([['[Am]Hello [F]there you']])
    expect(sheet[0]?.lines[0]?.bars[0]?.chunks.map((chunk) => chunk.chord)).toEqual(['Am', 'F', ''])
  })

  it('keeps a chord whose words are cut mid-word over its syllable', () => {
    const sheet = layout([
      { label: 'Verse', bars: [{ chords: ['C', 'G'], words: ['Yester', 'day '] }] },
    ])
    expect(sheet[0]?.lines[0]?.bars[0]?.chunks).toEqual([
      { chord: 'C', words: 'Yester', joins: true },
      { chord: 'G', words: 'day ' },
    ])
  })

  it('bridges a word that goes on into the next bar, and nothing after a hyphen or a space', () => {
    const sheet = layout([
      {
        label: 'Verse',
        bars: [
          { chords: ['C'], words: ['dark'] },
          { chords: ['G'], words: ['ness a-'] },
          { chords: ['F'], words: ['gain '] },
        ],
      },
    ])
    const chunks = sheet[0]?.lines[0]?.bars.flatMap((bar) => bar.chunks)
    expect(chunks?.map((chunk) => [chunk.words, chunk.joins ?? false])).toEqual([
      ['dark', true],
      ['ness ', false],
      ['a-', false],
      ['gain ', false],
    ])
  })

  it('breaks lyric lines where the songwriter ended them, however many bars', () => {
    const word = (text: string, lineEnd = false) => ({ chords: ['C'], words: [text], lineEnd })
    const sheet = layout([
      {
        label: 'Verse',
        bars: [
          word('one '),
          word('two '),
          word('three '),
          word('four '),
          word('five ', true),
          word('six ', true),
        ],
      },
    ])
    expect(texts(sheet)).toEqual([['[C]one [C]two [C]three [C]four [C]five ', '[C]six ']])
    expect(sheet[0]?.lines.map((line) => line.bars.map((bar) => bar.bar))).toEqual([
      [0, 1, 2, 3, 4],
      [5],
    ])
  })

  it('cuts bars whose lines are not marked into lines of a few bars', () => {
    const bars = Array.from({ length: 10 }, (_, i) => ({ chords: ['G'], words: [`w${i} `] }))
    const sheet = layout([{ label: 'Verse', bars }])
    expect(sheet[0]?.lines.map((line) => line.bars.length)).toEqual([
      BARS_PER_LINE,
      BARS_PER_LINE,
      2,
    ])
  })

  it('shows bars without words as chord bars, a held bar as % and held beats as dots', () => {
    const sheet = layout([{ label: 'Intro', bars: [['C'], [''], ['Am', '', 'F', ''], ['G']] }])
    expect(sheet[0]?.lines.map((line) => line.kind)).toEqual(['chords'])
    expect(texts(sheet)).toEqual([['C | % | Am · F · | G']])
  })

  it('gives a line with any words chords over words, and a line with none chord bars', () => {
    const sheet = layout([
      {
        label: 'Verse',
        bars: [{ chords: ['C'], words: ['Sing '] }, { chords: ['G'], lineEnd: true }, ['F'], ['G']],
      },
    ])
    expect(sheet[0]?.lines.map((line) => line.kind)).toEqual(['lyrics', 'chords'])
    expect(texts(sheet)).toEqual([['[C]Sing [G]', 'F | G']])
  })

  it('shows each section once, in order, with its label and repeat count', () => {
    const sheet = layout([
      { label: 'Verse', bars: [['C']] },
      { label: 'Chorus', repeat: 2, bars: [['F']] },
      { label: '  ', bars: [['G']] },
    ])
    expect(sheet.map(({ label, repeat, section }) => [label, repeat, section])).toEqual([
      ['Verse', 1, 0],
      ['Chorus', 2, 1],
      ['Section 3', 1, 2],
    ])
  })

  it('shows the chords as the display asks: transposed up a tone, words unchanged', () => {
    const sheet = layout(
      [{ label: 'Verse', bars: [{ chords: ['C', 'Am'], words: ['Hello ', 'world '] }, ['F']] }],
      (symbol) => transposeChord(symbol, 2, 'C'),
    )
    expect(texts(sheet)).toEqual([['[D]Hello [Bm]world [G]']])
  })

  it('says the facts a band needs first, leaving out an unknown key and no capo', () => {
    const timeSignature = { beats: 3, unit: 4 }
    expect(sheetFacts({ key: 'G', bpm: 96, timeSignature, capo: 2 })).toBe(
      'Key G · 96 bpm · 3/4 · Capo 2',
    )
    expect(sheetFacts({ key: '', bpm: 120, timeSignature, capo: 0 })).toBe('120 bpm · 3/4')
  })
})
