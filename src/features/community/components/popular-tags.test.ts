import { describe, expect, it } from 'vitest'
import { toCommunitySong } from '../types'
import { popularTags } from './popular-tags'

const song = (id: string, tags: unknown) => toCommunitySong({ id, tags })

describe('popularTags', () => {
  it('lists the most used tags first, then alphabetically, each once', () => {
    const songs = [
      song('a', ['pop', 'folk']),
      song('b', ['rock', 'pop', 'pop']),
      song('c', ['folk', 'pop', ' ']),
      song('d', null),
    ]

    expect(popularTags(songs, 10)).toEqual(['pop', 'folk', 'rock'])
    expect(popularTags(songs, 2)).toEqual(['pop', 'folk'])
  })
})
