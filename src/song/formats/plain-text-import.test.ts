import { describe, expect, it } from 'vitest'
import { labelsAndChords } from '@/testing/song-builders'
import { barsInShort, LANTERN_ROAD_TEXT, sectionsInShort } from '@/testing/song-sheets'
import { chordsOverLyricsToSong } from './plain-text-import'

const sections = (text: string) => sectionsInShort(chordsOverLyricsToSong(text).document.sections)

describe('chordsOverLyricsToSong', () => {
  it('reads a sheet pasted from the web: title, settings, headings, chords over lyrics', () => {
    const { document, problems, unplaced } = chordsOverLyricsToSong(`Harbour Lights
Artist: The Example Band
Key: G
Tempo: 96

[Intro]
G   C/G   G

[Verse 1]
G                   Em
Down by the harbour the lights are low
      C                  D
And I walk on home where the rivers go

Chorus:
C            G/B     Am7
Sing it out, sing it loud
     D7
Over the crowd

BRIDGE x2
| Em . . . | Bm7b5 . E7 . |
`)
    expect(problems).toEqual([])
    expect(unplaced).toEqual([])
    expect(document).toMatchObject({
      name: 'Harbour Lights',
      description: 'Artist: The Example Band',
      key: 'G',
      bpm: 96,
    })
    expect(sections(LANTERN_ROAD_TEXT).length).toBe(4)
    expect(sectionsInShort(document.sections)).toEqual([
      ['Intro', 1, ['G:', 'C/G:', 'G:/']],
      [
        'Verse 1',
        1,
        [
          'G:Down by the harbour ',
          'Em:the lights are low/',
          ':And I ',
          'C:walk on home where ',
          'D:the rivers go/',
        ],
      ],
      ['Chorus', 1, ['C:Sing it out, ', 'G/B:sing it ', 'Am7:loud/', ':Over ', 'D7:the crowd/']],
      ['BRIDGE', 2, ['Em   :|||', 'Bm7b5  E7 :|||/']],
    ])
  })

  it('splits words at the chord columns, mid-word too, with spacing made single', () => {
    expect(sections('Am    G     C\nSome-body   left  the light on')).toEqual([
      ['Section 1', 1, ['Am:Some-b', 'G:ody ', 'C:left the light on/']],
    ])
  })

  it('keeps a chord past the end of its lyric line, tabs as columns, and lyric lines alone', () => {
    expect(sections('C\tG       D\nHello there\nNo chords on this line')).toEqual([
      ['Section 1', 1, ['C:Hello th', 'G:ere', 'D:/', ':No chords on this line/']],
    ])
  })

  it('moves capo shapes to sounding pitch, keeps the capo, reads the time signature', () => {
    const { document, problems } = chordsOverLyricsToSong(`Capo 3
Time: 3/4
Verse
Em    C    G    D
Words words words
`)
    expect(document.timeSignature).toEqual({ beats: 3, unit: 4 })
    expect(document.description).toBe('Capo: 3')
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
do re mi
Am   E
A bridge too far`)
    expect(document.name).toBe('New song')
    expect(labelsAndChords(document.sections)).toEqual([
      ['Section 1', 1, [['A'], [''], [''], [''], ['Am'], ['E']]],
    ])
    expect(barsInShort(document.sections[0] ?? { bars: [] })).toEqual([
      'A:I am a man of constant sorrow/',
      ':Time after time/',
      ':(oh yeah)/',
      ':do re mi/',
      'Am:A bri',
      'E:dge too far/',
    ])
  })

  it('keeps the words of a text without chords, the first line as the title', () => {
    const { document, problems } = chordsOverLyricsToSong('Just a poem\nwith no chords at all')
    expect(document.name).toBe('Just a poem')
    expect(document.sections.map(barsInShort)).toEqual([[':with no chords at all/']])
    expect(problems).toEqual([])
  })

  it('lists lines of tab instead of dropping them', () => {
    const { unplaced, document } = chordsOverLyricsToSong(`[Riff]
e|-----0---|
B|---1---1-|
G
Go on`)
    expect(unplaced).toEqual([
      'Line 2: a line of tab, "e|-----0---|"',
      'Line 3: a line of tab, "B|---1---1-|"',
    ])
    expect(document.sections.map(barsInShort)).toEqual([['G:Go on/']])
  })
})
