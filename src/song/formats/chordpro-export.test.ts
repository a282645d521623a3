import { describe, expect, it } from 'vitest'
import { buildSections, buildSong } from '@/testing/song-builders'
import { songToChordPro } from './chordpro-export'
import { chordProToSong } from './chordpro-import'

const song = buildSong({
  name: 'Harbour Lights',
  bpm: 96,
  instrument: 1,
  key: 'G',
  tags: ['folk'],
  description: 'Artist: The Example Band\nA slow one',
  sections: buildSections([
    { label: 'Intro', repeat: 1, bars: [['G'], ['C/G']] },
    {
      label: 'Verse 1',
      repeat: 2,
      bars: [
        { chords: [''], words: ['Down '] },
        { chords: ['G'], words: ['by the harbour '] },
        { chords: ['Em', '', 'C', ''], words: ['the lights ', '', 'are low', ''], lineEnd: true },
        { chords: ['D'], words: ['Hel'] },
        { chords: ['G', '', '', 'D7'], words: ['lo ', '', '', ''], lineEnd: true },
      ],
    },
    { label: 'Chorus', repeat: 1, bars: [['C'], ['G/B'], ['Am7'], ['D'], ['C'], ['D']] },
    { label: 'Bridge', repeat: 1, bars: [['Em'], [''], ['Bm7b5'], ['E7']] },
  ]),
})

describe('songToChordPro', () => {
  it('writes the credits and settings, each chord before its words, and bars of chords alone', () => {
    expect(songToChordPro(song)).toBe(`{title: Harbour Lights}
{artist: The Example Band}
{tempo: 96}
{time: 4/4}
{key: G}

{comment: Intro}
| [G] | [C/G] |

{start_of_verse: Verse 1 x2}
Down [G]by the harbour [Em]the lights [C]are low
[D]Hel[G]lo [D7]
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

  it('transposes chords and key, spelled for the new key', () => {
    const text = songToChordPro(song, { transpose: 1 })
    expect(text).toContain('{key: Ab}')
    expect(text).toContain('Down [Ab]by the harbour [Fm]the lights [Db]are low')
    expect(text).toContain('| [Db] | [Ab/C] | [Bbm7] | [Eb] |')
  })

  it('writes a capo from the credits and the chords as the shapes played with it', () => {
    const capo = { ...song, key: 'A', description: 'Capo: 2', sections: song.sections.slice(0, 1) }
    const text = songToChordPro(
      { ...capo, sections: buildSections([{ label: 'Verse', bars: [['A'], ['D']] }]) },
      {},
    )
    expect(text).toContain('{key: G}\n{capo: 2}')
    expect(text).toContain('| [G] | [C] |')
    // Read back, the shapes sound where they did.
    expect(chordProToSong(text).document.sections[0]?.bars.map((bar) => bar.chords)).toEqual([
      ['A'],
      ['D'],
    ])
  })

  it('leaves out an unset key, keeps braces out of directives and brackets out of words', () => {
    const odd = {
      ...song,
      name: 'Odd {name}',
      key: '',
      description: '',
      sections: buildSections([{ label: 'Verse', bars: [{ chords: ['C'], words: ['a [b] c'] }] }]),
    }
    expect(songToChordPro(odd)).toBe(
      '{title: Odd (name)}\n{tempo: 96}\n{time: 4/4}\n\n{start_of_verse: Verse}\n[C]a (b) c\n{end_of_verse}\n',
    )
  })

  it('reads back what it writes: chords, words, labels, repeats and settings', () => {
    const { document, problems, unplaced } = chordProToSong(songToChordPro(song))
    expect(problems).toEqual([])
    expect(unplaced).toEqual([])
    expect(document).toMatchObject({
      name: song.name,
      bpm: 96,
      key: 'G',
      description: 'Artist: The Example Band',
    })
    expect(songToChordPro(document)).toBe(
      songToChordPro({ ...song, description: 'Artist: The Example Band' }),
    )
  })
})
