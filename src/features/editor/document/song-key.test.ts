import { describe, expect, it } from 'vitest'
import { DEFAULT_MIX } from '@/audio/mix'
import { songChords, songKey } from './song-key'
import { transposeDocument } from './transpose-document'
import type { SongDocument } from './types'

const song: SongDocument = {
  name: 'x',
  bpm: 60,
  timeSignature: { beats: 4, unit: 4 },
  instrument: 0,
  key: '',
  tags: [],
  description: '',
  style: 'block',
  mix: DEFAULT_MIX,
  sections: [
    { label: 'A', repeat: 2, bars: [['Eb'], ['Cm', '', 'Ab', '']] },
    { label: 'B', repeat: 1, bars: [['Bb7/D'], ['Eb']] },
  ],
}

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
    expect(up.sections.map((s) => s.bars)).toEqual([
      [['F'], ['Dm', '', 'Bb', '']],
      [['C7/E'], ['F']],
    ])
    expect(up.key).toBe('')
    expect(transposeDocument({ ...song, key: 'Eb' }, -1).key).toBe('D')
    expect(song.sections[0]?.bars[0]).toEqual(['Eb'])
  })
})
