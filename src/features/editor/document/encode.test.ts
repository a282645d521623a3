import { describe, expect, it } from 'vitest'
import { DEFAULT_MIX } from '@/audio/mix'
import { encodeSong } from './encode'
import type { SongDocument } from './types'

const document: SongDocument = {
  name: 'Song',
  bpm: 96,
  timeSignature: { beats: 6, unit: 8 },
  instrument: 2,
  key: 'Em',
  tags: [],
  description: '',
  style: 'block',
  mix: DEFAULT_MIX,
  sections: [
    { label: 'Verse', repeat: 2, bars: [['Em'], ['C', '', '', 'D', '', '']] },
    { label: 'Chorus', repeat: 1, bars: [] },
  ],
}

describe('encodeSong', () => {
  it('writes the record fields of format version 1', () => {
    expect(encodeSong(document)).toEqual({
      name: 'Song',
      bpm: 96,
      timesignature: '6/8',
      instrument: 2,
      key: 'Em',
      tags: null,
      description: '',
      version: 1,
      tablecontent: [[['Em'], ['C', '', '', 'D', '', '']], []],
      playback: { style: 'block', mix: DEFAULT_MIX },
      labelcontent: [
        { label: 'Verse', repeat: 2 },
        { label: 'Chorus', repeat: 1 },
      ],
    })
  })

  it('copies the bars, so editing the record never edits the document', () => {
    const record = encodeSong(document)
    record.tablecontent[0]?.[0]?.splice(0, 1, 'X')
    expect(document.sections[0]?.bars[0]).toEqual(['Em'])
  })

  it('writes tags as a list when there are some', () => {
    expect(encodeSong({ ...document, tags: ['folk'] }).tags).toEqual(['folk'])
  })
})
