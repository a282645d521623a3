import { describe, expect, it } from 'vitest'
import { DEFAULT_MIX } from '@/audio/mix'
import { buildSections, buildSong } from '@/testing/song-builders'
import { decodeSong } from './decode'
import { encodeSong } from './encode'

const document = buildSong({
  name: 'Song',
  bpm: 96,
  timeSignature: { beats: 6, unit: 8 },
  instrument: 2,
  key: 'Em',
  sections: buildSections([
    {
      label: 'Verse',
      repeat: 2,
      bars: [{ chords: ['Em'], words: ['Hello '], lineEnd: true }, ['C', '', '', 'D', '', '']],
    },
    { label: 'Chorus', bars: [] },
  ]),
})

describe('encodeSong', () => {
  it('writes the record fields of format version 2: ids, and words and line ends where set', () => {
    expect(encodeSong(document)).toEqual({
      name: 'Song',
      bpm: 96,
      timesignature: '6/8',
      instrument: 2,
      key: 'Em',
      tags: null,
      description: '',
      version: 2,
      tablecontent: [
        {
          id: 's1',
          bars: [
            { id: 's1b1', chords: ['Em'], words: ['Hello '], lineEnd: true },
            { id: 's1b2', chords: ['C', '', '', 'D', '', ''] },
          ],
        },
        { id: 's2', bars: [] },
      ],
      labelcontent: [
        { label: 'Verse', repeat: 2 },
        { label: 'Chorus', repeat: 1 },
      ],
      playback: { style: 'block', mix: DEFAULT_MIX },
    })
  })

  it('is read back as the same document', () => {
    const { document: decoded, problems } = decodeSong(encodeSong(document))
    expect(problems).toEqual([])
    expect(decoded).toEqual(document)
  })

  it('copies the bars, so editing the record never edits the document', () => {
    const record = encodeSong(document)
    record.tablecontent[0]?.bars[0]?.chords.splice(0, 1, 'X')
    expect(document.sections[0]?.bars[0]?.chords).toEqual(['Em'])
  })

  it('writes tags as a list when there are some', () => {
    expect(encodeSong({ ...document, tags: ['folk'] }).tags).toEqual(['folk'])
  })
})
