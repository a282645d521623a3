import { describe, expect, it } from 'vitest'
import {
  DEFAULT_FILTERS,
  isFiltered,
  parseCommunitySearch,
  SEARCH_PARAM_MAX_CHARS,
  TAG_MAX_CHARS,
  toCommunitySearch,
} from './search-params'

const parse = (search: string) => parseCommunitySearch(new URLSearchParams(search))

describe('parseCommunitySearch', () => {
  it('reads every filter from the address', () => {
    expect(parse('?q=late+train&tag=ballad&instrument=guitar&sort=likes')).toEqual({
      q: 'late train',
      tag: 'ballad',
      instrument: 'guitar',
      sort: 'likes',
    })
  })

  it('shows everything, newest first, for an empty address', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS)
  })

  it.each([
    ['?instrument=drums', { instrument: '' }],
    ['?instrument=1', { instrument: '' }],
    ['?instrument=Guitar', { instrument: '' }],
    ['?sort=oldest', { sort: 'newest' }],
    ['?sort=', { sort: 'newest' }],
  ])('falls back to the default for the unknown %s', (search, expected) => {
    expect(parse(search)).toEqual({ ...DEFAULT_FILTERS, ...expected })
  })

  it('keeps quotes and filter syntax as plain text (the filter binds it as a parameter)', () => {
    const filters = parse(`?q=${encodeURIComponent("it's' || author != ''")}&tag=%3Cb%3E`)

    expect(filters.q).toBe("it's' || author != ''")
    expect(filters.tag).toBe('<b>')
  })

  it('cuts an over-long search and tag, and trims the tag', () => {
    const filters = parse(`?q=${'a'.repeat(500)}&tag=${encodeURIComponent(`  ${'b'.repeat(90)}`)}`)

    expect(filters.q).toHaveLength(SEARCH_PARAM_MAX_CHARS)
    expect(filters.tag).toBe('b'.repeat(TAG_MAX_CHARS))
  })

  it('takes the first of repeated parameters', () => {
    expect(parse('?instrument=piano&instrument=guitar').instrument).toBe('piano')
  })
})

describe('toCommunitySearch', () => {
  it('writes only what differs from the defaults', () => {
    expect(toCommunitySearch(DEFAULT_FILTERS).toString()).toBe('')
    expect(toCommunitySearch({ ...DEFAULT_FILTERS, q: '   ' }).toString()).toBe('')
    expect(toCommunitySearch({ ...DEFAULT_FILTERS, sort: 'likes', tag: 'pop' }).toString()).toBe(
      'tag=pop&sort=likes',
    )
  })

  it('round-trips through the address', () => {
    const filters = {
      q: 'rock & roll',
      tag: 'a/b?c',
      instrument: 'ukulele',
      sort: 'likes',
    } as const

    expect(
      parseCommunitySearch(new URLSearchParams(toCommunitySearch(filters).toString())),
    ).toEqual(filters)
  })
})

describe('isFiltered', () => {
  it('counts a search, a tag or an instrument, not the sort', () => {
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false)
    expect(isFiltered({ ...DEFAULT_FILTERS, sort: 'likes' })).toBe(false)
    expect(isFiltered({ ...DEFAULT_FILTERS, q: ' ' })).toBe(false)
    expect(isFiltered({ ...DEFAULT_FILTERS, tag: 'pop' })).toBe(true)
    expect(isFiltered({ ...DEFAULT_FILTERS, instrument: 'piano' })).toBe(true)
  })
})
