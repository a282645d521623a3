import { describe, expect, it } from 'vitest'
import { buildSections, buildSong } from '@/testing/song-builders'
import { songToPlainText } from './plain-text-export'

const song = buildSong({
  name: 'Harbour Lights',
  bpm: 96,
  instrument: 1,
  key: 'G',
  description: 'Artist: The Example Band\nCapo: 2\nA slow one',
  sections: buildSections([
    { label: 'Intro', bars: [['A'], ['D/A'], ['A'], ['E'], ['A']] },
    {
      label: 'Verse 1',
      repeat: 2,
      bars: [
        { chords: [''], words: ['Down '] },
        { chords: ['A'], words: ['by the harbour '] },
        {
          chords: ['F#m7b5', '', 'D', ''],
          words: ['the ', '', 'lights are low', ''],
          lineEnd: true,
        },
        { chords: ['E'], words: ['Hel'] },
        { chords: ['A', '', '', 'E7'], words: ['lo', '', '', ''], lineEnd: true },
        { chords: [''], words: ['A line with no chords'], lineEnd: true },
      ],
    },
    { label: '', bars: [] },
  ]),
})

describe('songToPlainText', () => {
  it('writes chords over the words they are sung on, columns aligned, as the capo shapes', () => {
    expect(songToPlainText(song)).toBe(`Harbour Lights
Artist: The Example Band
Key: F
Tempo: 96
Time: 4/4
Capo: 2

[Intro]
| G | C/G | G | D |
| G |

[Verse 1 x2]
     G              Em7b5 C
Down by the harbour the   lights are low
D  G D7
Hello
A line with no chords

[Section]
`)
  })

  it('transposes on request and writes a title that would read as something else with "Title:"', () => {
    const text = songToPlainText(
      { ...song, name: 'Chorus', description: '', key: '' },
      { transpose: 2 },
    )
    expect(text.split('\n').slice(0, 3)).toEqual(['Title: Chorus', 'Tempo: 96', 'Time: 4/4'])
    expect(text).toContain('| B | E/B | B | F# |')
  })
})
