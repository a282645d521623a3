import { describe, expect, it } from 'vitest'
import { toSongSummary } from './song-summary'

describe('toSongSummary', () => {
  it('reads a well-formed record', () => {
    const record = {
      id: 's1',
      name: 'Late Train',
      tags: ['ballad', 'minor'],
      updated: '2026-01-01 00:00:00.000Z',
      share_slug: 'abcdefghijklmnopqrstuv',
    }

    expect(toSongSummary(record)).toEqual({
      id: 's1',
      name: 'Late Train',
      tags: ['ballad', 'minor'],
      updated: '2026-01-01 00:00:00.000Z',
      shared: true,
    })
  })

  it('lists a hand-edited record instead of failing on it', () => {
    expect(toSongSummary({ id: 's1', name: null, tags: 'rock', share_slug: 7 })).toEqual({
      id: 's1',
      name: '',
      tags: [],
      updated: '',
      shared: false,
    })
    expect(toSongSummary({ id: 's2', tags: ['ok', 3, null] }).tags).toEqual(['ok'])
  })
})
