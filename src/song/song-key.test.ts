import { describe, expect, it } from 'vitest'
import { buildSections, buildSong, chordGrid } from '@/testing/song-builders'
import { songChords } from './song-chords'
import { songKey } from './song-key'
import { transposeDocument } from './transpose-document'

const song = buildSong({
  name: 'x',
  bpm: 60,
  sections: buildSections([
    { label: 'A', repeat: 2, bars: [{ chords: ['Eb'], words: ['Sing '] }, ['Cm', '', 'Ab', '']] },
    { label: 'B', bars: [['Bb7/D'], ['Eb']] },
  ]),
})

describe('songKey', () => {
  it('is the key set, else the one the chords suggest', () => {
    expect(songChords(song)).toEqual(['Eb', 'Cm', 'Ab', 'Bb7/D', 'Eb'])
    expect(songKey(song)).toBe('Eb')
    expect(songKey({ ...song, key: 'Cm' })).toBe('Cm')
    expect(songKey({ ...song, sections: [] })).toBe('')
  })
})

describe('transposeDocument', () => {
  it('moves every chord, spelled for the new key, and a key that was set', () => {
    const up = transposeDocument(song, 2)
    expect(chordGrid(up.sections)).toEqual([
      [['F'], ['Dm', '', 'Bb', '']],
      [['C7/E'], ['F']],
    ])
    expect(up.key).toBe('')
    expect(transposeDocument({ ...song, key: 'Eb' }, -1).key).toBe('D')
    expect(up.sections[0]?.bars[0]?.words).toEqual(['Sing '])
    expect(song.sections[0]?.bars[0]?.chords).toEqual(['Eb'])
  })
})
