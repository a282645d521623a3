import { describe, expect, it } from 'vitest'
import { labelsAndChords } from '@/testing/song-builders'
import { chordsOverLyricsToSong } from './plain-text'

describe('chordsOverLyricsToSong', () => {
  it('reads a sheet pasted from the web: title, settings, headings, chords over lyrics', () => {
    const { document, problems } = chordsOverLyricsToSong(`Harbour Lights - The Example Band
Key: G
Tempo: 96

[Intro]
G   C/G   G

[Verse 1]
G                Em
Down by the harbour the lights are low
      C                  D
And I walk on home where the rivers go

Chorus:
C         G/B        Am7
Sing it out, sing it loud
       D7
Over the crowd

BRIDGE x2
| Em . . . | Bm7b5 . E7 . |
`)
    expect(problems).toEqual([])
    expect(document).toMatchObject({ name: 'Harbour Lights - The Example Band', key: 'G', bpm: 96 })
    expect(labelsAndChords(document.sections)).toEqual([
      ['Intro', 1, [['G'], ['C/G'], ['G']]],
      ['Verse 1', 1, [['G'], ['Em'], ['C'], ['D']]],
      ['Chorus', 1, [['C'], ['G/B'], ['Am7'], ['D7']]],
      [
        'BRIDGE',
        2,
        [
          ['Em', '', '', ''],
          ['Bm7b5', '', 'E7', ''],
        ],
      ],
    ])
  })

  it('moves capo shapes to sounding pitch and reads the time signature', () => {
    const { document, problems } = chordsOverLyricsToSong(`Capo 3
Time: 3/4
Verse
Em    C    G    D
Words words words
`)
    expect(document.timeSignature).toEqual({ beats: 3, unit: 4 })
    expect(document.sections[0]?.bars.map((bar) => bar.chords)).toEqual([
      ['Gm'],
      ['Eb'],
      ['Bb'],
      ['F'],
    ])
    expect(problems).toEqual([
      'Capo 3: the chords were moved up 3 semitones to the pitch they sound at.',
    ])
  })

  it('does not take lyrics for chords or headings', () => {
    const { document } = chordsOverLyricsToSong(`A
I am a man of constant sorrow
Time after time
(oh yeah)
Am   E
A bridge too far`)
    expect(document.name).toBe('New song')
    expect(labelsAndChords(document.sections)).toEqual([['Section 1', 1, [['A'], ['Am'], ['E']]]])
  })

  it('gives an empty song for text without chords', () => {
    const { document, problems } = chordsOverLyricsToSong('Just a poem\nwith no chords at all')
    expect(document.name).toBe('Just a poem')
    expect(labelsAndChords(document.sections)).toEqual([])
    expect(problems).toEqual([])
  })
})
