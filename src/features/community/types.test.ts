import { describe, expect, it } from 'vitest'
import { type CommunityRecord, toCommunitySong } from './types'

const record = (fields: Partial<CommunityRecord>) =>
  ({ id: 'l1', song_id: 's1', author: 'u1', ...fields }) as CommunityRecord

describe('toCommunitySong', () => {
  it('shows each tag once, trimmed, and at most a dozen', () => {
    const tags = [' rock ', 'rock', '', 42, 'pop', ...Array.from({ length: 20 }, (_, i) => `t${i}`)]
    const song = toCommunitySong(record({ tags }))
    expect(song.tags.slice(0, 3)).toEqual(['rock', 'pop', 't0'])
    expect(song.tags).toHaveLength(12)
  })

  it('reads a hand-edited record without failing', () => {
    const song = toCommunitySong(record({ tags: 'rock', likes: null, name: 7 } as never))
    expect(song).toMatchObject({ tags: [], likes: 0, name: '' })
  })
})
