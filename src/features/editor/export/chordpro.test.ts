import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_MIX } from '@/audio/mix'
import { chordArbitrary } from '../document/song-arbitraries'
import type { Bar, SongDocument } from '../document/types'
import { chordProToSong, songToChordPro } from './chordpro'

const song: SongDocument = {
  name: 'Harbour Lights',
  bpm: 96,
  timeSignature: { beats: 4, unit: 4 },
  instrument: 1,
  key: 'G',
  tags: ['folk'],
  description: 'A slow one',
  style: 'block',
  mix: DEFAULT_MIX,
  sections: [
    { label: 'Intro', repeat: 1, bars: [['G'], ['C/G']] },
    { label: 'Verse 1', repeat: 2, bars: [['G'], ['Em', '', 'C', ''], ['D'], ['G', '', '', 'D7']] },
    { label: 'Chorus', repeat: 1, bars: [['C'], ['G/B'], ['Am7'], ['D'], ['C'], ['D']] },
    { label: 'Bridge', repeat: 1, bars: [['Em'], [''], ['Bm7b5'], ['E7']] },
  ],
}

describe('songToChordPro', () => {
  it('writes settings, sections and bar lines', () => {
    expect(songToChordPro(song)).toBe(`{title: Harbour Lights}
{tempo: 96}
{time: 4/4}
{key: G}

{comment: Intro}
| [G] | [C/G] |

{start_of_verse: Verse 1 x2}
| [G] | [Em] [C] | [D] | [G] . . [D7] |
{end_of_verse}

{start_of_chorus: Chorus}
| [C] | [G/B] | [Am7] | [D] |
| [C] | [D] |
{end_of_chorus}

{start_of_bridge: Bridge}
| [Em] |  | [Bm7b5] | [E7] |
{end_of_bridge}
`)
  })

  it('transposes, chords and key, spelled for the new key', () => {
    const text = songToChordPro(song, { transpose: 1 })
    expect(text).toContain('{key: Ab}')
    expect(text).toContain('| [Ab] | [Fm] [Db] | [Eb] | [Ab] . . [Eb7] |')
  })

  it('leaves out an unset key and keeps braces out of tags', () => {
    const text = songToChordPro({ ...song, name: 'Odd {name}', key: '', sections: [] })
    expect(text).toBe('{title: Odd (name)}\n{tempo: 96}\n{time: 4/4}\n')
  })
})

describe('chordProToSong', () => {
  it('reads back what songToChordPro writes: chords, labels, repeats, bpm, time and key', () => {
    const { document, problems } = chordProToSong(songToChordPro(song))
    expect(problems).toEqual([])
    expect(document).toEqual({ ...song, instrument: 0, tags: [], description: '' })
  })

  it('reads a ChordPro song with lyrics: each chord over the words becomes a bar', () => {
    const { document, problems } = chordProToSong(`{title: Amazing Grace}
{artist: John Newton}
{key: G}
{time: 3/4}
{tempo: 80}

{start_of_verse: Verse 1}
A[G]mazing [G7]grace, how [C]sweet the [G]sound
That [G]saved a wretch like [D]me
{end_of_verse}

{soc}
[C]I once was [G]lost
{eoc}
`)
    expect(problems).toEqual([])
    expect(document).toMatchObject({
      name: 'Amazing Grace',
      key: 'G',
      bpm: 80,
      timeSignature: { beats: 3, unit: 4 },
    })
    expect(document.sections).toEqual([
      { label: 'Verse 1', repeat: 1, bars: [['G'], ['G7'], ['C'], ['G'], ['G'], ['D']] },
      { label: 'Chorus', repeat: 1, bars: [['C'], ['G']] },
    ])
  })

  it('reads grids, comment sections and a capo (shapes sounding higher)', () => {
    const { document, problems } = chordProToSong(`{t: Grid song}
{capo: 2}
{key: G}
{c: Intro}
| [G] | [C] |
{start_of_grid}
| G . . . | D . C . |
{end_of_grid}
`)
    expect(document.key).toBe('A')
    expect(document.sections).toEqual([
      { label: 'Intro', repeat: 1, bars: [['A'], ['D']] },
      {
        label: 'Grid',
        repeat: 1,
        bars: [
          ['A', '', '', ''],
          ['E', '', 'D', ''],
        ],
      },
    ])
    expect(problems).toEqual([
      'Capo 2: the chords were moved up 2 semitones to the pitch they sound at.',
    ])
  })

  it('reports chords it cannot read, and a comment with no chords is only a remark', () => {
    const { document, problems } = chordProToSong(`{c: play softly}
{start_of_verse}
| [C] | [Xq7] |
{c: hold the last chord}
{end_of_verse}`)
    expect(document.sections).toEqual([{ label: 'Verse', repeat: 1, bars: [['C'], ['']] }])
    expect(problems).toEqual(['Section 1, bar 2: "Xq7" is not a chord; left empty.'])
  })

  it('reads the other spellings of directives: meta, attributes, selectors, any case', () => {
    const { document, problems } = chordProToSong(`# a comment line: {title: Not this}
{meta: title Night Drive}
{META: tempo 120}
{Time 3/4}
{key-piano: D}
{start_of_verse label="Verse 2"}
[D] words [A]
{end_of_verse}
{start_of_chorus: label="Chorus x2"}
| [G] | [D] |
{eoc}
{title: A second title is ignored
| [Bm] |`)
    expect(problems).toEqual([])
    expect(document).toMatchObject({
      name: 'Night Drive',
      bpm: 120,
      timeSignature: { beats: 3, unit: 4 },
      key: 'D',
    })
    expect(document.sections).toEqual([
      { label: 'Verse 2', repeat: 1, bars: [['D'], ['A']] },
      { label: 'Chorus', repeat: 2, bars: [['G'], ['D']] },
      { label: 'Section 3', repeat: 1, bars: [['Bm']] },
    ])
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

  it('round-trips any chart of realistic labels and bars', () => {
    const bars = (beats: number): fc.Arbitrary<Bar> =>
      fc.oneof(
        fc.tuple(chordArbitrary),
        fc.array(fc.oneof(fc.constant(''), chordArbitrary), { minLength: beats, maxLength: beats }),
      )
    const arbitrary = fc.integer({ min: 1, max: 8 }).chain((beats) =>
      fc.record({
        beats: fc.constant(beats),
        name: fc.constantFrom('Song', 'Blue Moon', 'Caña dulce'),
        sections: fc.array(
          fc.record({
            label: fc.constantFrom(
              'Intro',
              'Verse 1',
              'Verse 2',
              'Chorus',
              'Pre-Chorus',
              'Bridge',
              'Solo',
              'Outro',
            ),
            repeat: fc.integer({ min: 1, max: 4 }),
            bars: fc.array(bars(beats), { minLength: 1, maxLength: 9 }),
          }),
          { maxLength: 5 },
        ),
      }),
    )
    fc.assert(
      fc.property(arbitrary, ({ beats, name, sections }) => {
        const original = { ...song, name, timeSignature: { beats, unit: 4 }, sections }
        const { document, problems } = chordProToSong(songToChordPro(original))
        expect(problems).toEqual([])
        expect(document.sections).toEqual(sections)
        expect(document.name).toBe(name)
      }),
      { numRuns: 100 },
    )
  }, 60_000)
})
