import { describe, expect, it } from 'vitest'
import { pb } from '@/lib/pocketbase'
import { normalizeSearch, SEARCH_MAX_CHARS, songListFilter } from './song-search'

describe('normalizeSearch', () => {
  it.each([
    ['  rock  ', 'rock'],
    ['late   train', 'late train'],
    ['100%', '100'],
    ['"Hey" [live] \\', 'Hey live'],
    ['%%%', ''],
    ['', ''],
  ])('searches %j as %j', (input, expected) => {
    expect(normalizeSearch(input)).toBe(expected)
  })

  it('cuts a very long search to its first 100 characters', () => {
    expect(normalizeSearch('a'.repeat(500))).toHaveLength(SEARCH_MAX_CHARS)
  })
})

describe('songListFilter', () => {
  it('lists only the user’s songs when there is nothing to search', () => {
    expect(pb.filter(...songListFilter('u1', '  '))).toBe("user = 'u1'")
  })

  it('matches the name or a tag, with the text quoted so it cannot change the filter', () => {
    const filter = pb.filter(...songListFilter('u1', "it's || user != ''"))

    expect(filter).toBe(
      "user = 'u1' && (name ~ 'it\\'s || user != \\'\\'' || tags ~ 'it\\'s || user != \\'\\'')",
    )
  })
})
