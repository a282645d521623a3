import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  barsInShort,
  PAPER_BOATS_CHORDPRO,
  PAPER_BOATS_WORDS,
  sectionsInShort,
} from '@/testing/song-sheets'
import { barWords, lyricLines } from '../words'
import { chordProToSong } from './chordpro-import'

const sections = (text: string) => sectionsInShort(chordProToSong(text).document.sections)

describe('chordProToSong: words and chords', () => {
  it('puts each chord in a bar of its own with the words sung on it, mid-word too', () => {
    expect(sections('{sov}\n[C]Hello darkness my [G]old friend\nA[F]mazing [Am]\n{eov}')).toEqual([
      ['Verse', 1, ['C:Hello darkness my ', 'G:old friend/', ':A', 'F:mazing ', 'Am:/']],
    ])
  })

  it('keeps lines of words without chords as bars with no chord, and bar lines as chord bars', () => {
    expect(sections('{soc}\nJust the words here\n| [C] | [Am] [F] |\n[G] [D]\n{eoc}')).toEqual([
      ['Chorus', 1, [':Just the words here/', 'C:', 'Am  F :|||/', 'G:', 'D:/']],
    ])
  })

  it('reads chords written over the words, as some sheets mix in', () => {
    expect(sections('C         G\nHello old friend')).toEqual([
      ['Section 1', 1, ['C:Hello old ', 'G:friend/']],
    ])
  })

  it('splits a line longer than a bar may hold over bars where the chord rings on', () => {
    const long = `${'la '.repeat(120)}end`
    const [section] = chordProToSong(`[C]${long}`).document.sections
    expect(section?.bars.map((bar) => bar.chords[0])).toEqual(['C', ''])
    expect(section?.bars.map(barWords).join('')).toBe(long)
    expect(section?.bars.map((bar) => bar.lineEnd)).toEqual([false, true])
  })

  it('brings every word and chord of a real song, in order, with its sections and repeats', () => {
    const { document, problems, unplaced } = chordProToSong(PAPER_BOATS_CHORDPRO)
    expect(problems).toEqual([])
    expect(unplaced).toEqual([])
    expect(document).toMatchObject({
      name: 'Paper Boats',
      description: 'Artist: The Lamplighters',
      key: 'G',
      bpm: 92,
      timeSignature: { beats: 4, unit: 4 },
    })
    expect(document.sections.map((s) => [s.label, s.repeat])).toEqual([
      ['Verse 1', 1],
      ['Chorus', 1],
      ['Verse 2', 1],
      ['Chorus', 1],
      ['Bridge', 1],
      ['Chorus', 1],
    ])
    const lines = document.sections.flatMap((section) =>
      lyricLines(section.bars)
        .map((line) => line.map(barWords).join('').trim())
        .filter(Boolean),
    )
    expect(lines).toEqual(PAPER_BOATS_WORDS)
    expect(barsInShort(document.sections[1] ?? { bars: [] })).toEqual([
      'C:Sail a',
      'G:way, ',
      'D:sail a',
      'Em:way/',
      ':Little boats of yester',
      'C:day ',
      'D:/',
    ])
    // The bridge's second bar holds two chords: C on beat 1, D on beat 3.
    expect(document.sections[4]?.bars[1]?.chords).toEqual(['C', '', 'D', ''])
  })
})

describe('chordProToSong: directives', () => {
  it('reads title, artist and the other credits into the description, and the settings', () => {
    const { document } = chordProToSong(`{t: Night Drive}
{st: Live}
{artist: Ada}
{artist: Bo}
{composer: Cy}
{lyricist: Di}
{album: Roads}
{year: 2026}
{copyright: 2026 Ada}
{key: Dm}
{tempo: 120}
{time: 6/8}
[Dm]go`)
    expect(document).toMatchObject({
      name: 'Night Drive',
      key: 'Dm',
      bpm: 120,
      timeSignature: { beats: 6, unit: 8 },
    })
    expect(document.description).toBe(
      'Artist: Ada, Bo\nSubtitle: Live\nComposer: Cy\nLyricist: Di\nAlbum: Roads\nYear: 2026\nCopyright: 2026 Ada',
    )
  })

  it('moves capo shapes to the pitch they sound at and keeps the capo in the credits', () => {
    const { document, problems } = chordProToSong('{capo: 2}\n{key: G}\n[G]Up [C]high')
    expect(document.key).toBe('A')
    expect(document.description).toBe('Capo: 2')
    expect(barsInShort(document.sections[0] ?? { bars: [] })).toEqual(['A:Up ', 'D:high/'])
    expect(problems).toEqual([
      'Capo 2: the chords were moved up 2 semitones to the pitch they sound at.',
    ])
  })

  it('reads every section directive, short or long, with labels and repeats', () => {
    expect(
      sections(`{sov}
[C]a
{eov}
{start_of_verse: Verse 2}
[C]b
{end_of_verse}
{soc: Chorus x2}
[F]c
{eoc}
{sob}
[G]d
{eob}
{start_of_bridge label="Middle 8"}
[Am]e
{end_of_bridge}
{start_of_intro}
| [C] |
{end_of_intro}
{sog}
| C . . . | G . F . |
{eog}`),
    ).toEqual([
      ['Verse', 1, ['C:a/']],
      ['Verse 2', 1, ['C:b/']],
      ['Chorus', 2, ['F:c/']],
      ['Bridge', 1, ['G:d/']],
      ['Middle 8', 1, ['Am:e/']],
      ['Intro', 1, ['C:/']],
      ['Grid', 1, ['C   :|||', 'G  F :|||/']],
    ])
  })

  it('names the part after a comment (c, ci, cb, highlight) outside a section', () => {
    expect(sections('{c: Intro}\n| [C] |\n{ci: Outro}\n[G]bye\n{cb: Tag}\n[D]la')).toEqual([
      ['Intro', 1, ['C:/']],
      ['Outro', 1, ['G:bye/']],
      ['Tag', 1, ['D:la/']],
    ])
  })

  it('starts a section at a blank line outside sections', () => {
    expect(sections('[C]one\n[G]two\n\n[Am]three')).toEqual([
      ['Section 1', 1, ['C:one/', 'G:two/']],
      ['Section 2', 1, ['Am:three/']],
    ])
  })

  it('{chorus} sings the last chorus again: one more repeat right after it, else a copy', () => {
    const { document } = chordProToSong(`{soc}
[C]la la
{eoc}
{chorus}
{sov}
[G]verse
{eov}
{chorus: Last chorus}`)
    expect(sectionsInShort(document.sections)).toEqual([
      ['Chorus', 2, ['C:la la/']],
      ['Verse', 1, ['G:verse/']],
      ['Last chorus', 1, ['C:la la/']],
    ])
    // The copy is a section of its own: its bars have ids of their own.
    const ids = document.sections.flatMap((s) => [s.id, ...s.bars.map((bar) => bar.id)])
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('reads the other spellings of directives: meta, selectors, any case, # comments', () => {
    const { document, problems } = chordProToSong(`# a comment line: {title: Not this}
{meta: title Night Drive}
{META: tempo 120}
{Time 3/4}
{key-piano: D}
[D] words [A]`)
    expect(problems).toEqual([])
    expect(document).toMatchObject({
      name: 'Night Drive',
      bpm: 120,
      timeSignature: { beats: 3, unit: 4 },
      key: 'D',
    })
  })

  it('never throws on text that is not ChordPro', () => {
    for (const text of ['', '{', '{title', '}}}{{{', 'just some words', '[[[C]]]', '\u0000']) {
      expect(() => chordProToSong(text)).not.toThrow()
    }
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(chordProToSong(text).document.sections).toBeInstanceOf(Array)
      }),
    )
  })
})

describe('chordProToSong: what cannot be placed is listed, never dropped', () => {
  it('lists tab blocks, remarks, images, annotations, key changes and unknown directives', () => {
    const { document, unplaced, problems } = chordProToSong(`{title: Odd one}
{key: C}
{c: play softly}
{sov}
[C]Hello [*Riff]there
{c: hold it}
{eov}
{sot}
e|---3---|
B|---1---|
{eot}
{image: src="cover.png"}
{define: Cx base-fret 1 frets 0 3 2 0 1 0}
{key: D}
{title: Another song}
{chorus}
{new_page}
{sov}
[Xq7]Hey
{eov}
{start_of_abc}
X:1
`)
    expect(unplaced).toEqual([
      'Line 3: the comment "play softly"',
      'Line 5: the annotation "Riff"',
      'Line 6: the comment "hold it"',
      'Lines 8–11: a tab block (2 lines)',
      'Line 12: {image: src="cover.png"}',
      'Line 13: {define: Cx base-fret 1 frets 0 3 2 0 1 0}',
      'Line 14: a change of key to D',
      'Line 15: a second title, "Another song"',
      'Line 16: {chorus}, with no chorus before it to repeat',
      'Lines 21–end: a abc block with no end (1 line)',
    ])
    expect(problems).toEqual(['Section 2, bar 1: "Xq7" is not a chord; left empty.'])
    expect(document.sections.map(barsInShort)).toEqual([['C:Hello there/'], [':Hey/']])
  })

  it('lists grid lines it cannot read', () => {
    const { unplaced, document } = chordProToSong('{sog}\n| C . . . |\nA  strange row\n{eog}')
    expect(unplaced).toEqual(['Line 3: a line of the grid that is not chords: "A  strange row"'])
    expect(document.sections.map(barsInShort)).toEqual([['C   :|||/']])
  })
})
