import { describe, expect, it } from 'vitest'
import { DEFAULT_MIX } from '@/audio/mix'
import type { SongDocument } from './types'
import { isValidSongDocument, songDocumentErrors } from './validate'

const valid: SongDocument = {
  name: 'x',
  bpm: 60,
  timeSignature: { beats: 3, unit: 4 },
  instrument: 0,
  key: 'Am',
  tags: ['a'],
  description: '',
  style: 'block',
  mix: DEFAULT_MIX,
  sections: [{ label: 'A', repeat: 1, bars: [['Am'], ['C', '', 'G']] }],
}

describe('songDocumentErrors', () => {
  it('passes a valid document', () => {
    expect(isValidSongDocument(valid)).toBe(true)
  })

  it.each<[string, Partial<SongDocument>]>([
    ['bpm', { bpm: 301 }],
    ['time signature unit', { timeSignature: { beats: 3, unit: 3 } }],
    ['key am', { key: 'am' }],
    ['tags', { tags: ['a', 'a'] }],
    ['tag', { tags: [' a'] }],
    [
      'section 1 bar 2 length',
      { sections: [{ label: 'A', repeat: 1, bars: [['Am'], ['C', 'G']] }] },
    ],
    ['section 1 bar 1 chord am', { sections: [{ label: 'A', repeat: 1, bars: [['am']] }] }],
    ['section 1 repeat', { sections: [{ label: 'A', repeat: 0, bars: [] }] }],
  ])('names a broken %s', (error, change) => {
    expect(songDocumentErrors({ ...valid, ...change })).toEqual([error])
  })
})
