import { describe, expect, it } from 'vitest'
import { buildSections, buildSong } from '@/testing/song-builders'
import { BAR_WORDS_MAX_LENGTH } from './limits'
import type { SongDocument } from './types'
import { isValidSongDocument, songDocumentErrors } from './validate'

const valid = buildSong({
  name: 'x',
  bpm: 60,
  timeSignature: { beats: 3, unit: 4 },
  key: 'Am',
  tags: ['a'],
  sections: buildSections([{ label: 'A', bars: [['Am'], ['C', '', 'G']] }]),
})

describe('songDocumentErrors', () => {
  it('passes a valid document', () => {
    expect(isValidSongDocument(valid)).toBe(true)
  })

  it('names an id used twice', () => {
    const [section] = valid.sections
    if (!section) throw new Error('no section')
    const twice = { ...section, bars: section.bars.map((bar) => ({ ...bar, id: 'same' })) }
    expect(songDocumentErrors({ ...valid, sections: [twice] })).toEqual(['section 1 bar 2 id'])
  })

  it.each<[string, Partial<SongDocument>]>([
    ['bpm', { bpm: 301 }],
    ['time signature unit', { timeSignature: { beats: 3, unit: 3 } }],
    ['key am', { key: 'am' }],
    ['tags', { tags: ['a', 'a'] }],
    ['tag', { tags: [' a'] }],
    [
      'section 1 bar 2 length',
      { sections: buildSections([{ label: 'A', bars: [['Am'], ['C', 'G']] }]) },
    ],
    ['section 1 bar 1 chord am', { sections: buildSections([{ label: 'A', bars: [['am']] }]) }],
    ['section 1 repeat', { sections: buildSections([{ label: 'A', repeat: 0, bars: [] }]) }],
    [
      'section 1 bar 1 words on a held beat',
      {
        sections: buildSections([
          { label: 'A', bars: [{ chords: ['C', '', ''], words: ['', 'la', ''] }] },
        ]),
      },
    ],
    [
      'section 1 bar 1 words',
      {
        sections: buildSections([
          { label: 'A', bars: [{ chords: ['C'], words: ['a'.repeat(BAR_WORDS_MAX_LENGTH + 1)] }] },
        ]),
      },
    ],
  ])('names a broken %s', (error, change) => {
    expect(songDocumentErrors({ ...valid, ...change })).toEqual([error])
  })
})
