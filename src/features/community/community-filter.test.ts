import { describe, expect, it } from 'vitest'
import { pb } from '@/lib/pocketbase'
import {
  communityListFilter,
  communitySort,
  storedJsonString,
  tagPattern,
} from './community-filter'

const filterFor = (filters: Partial<Parameters<typeof communityListFilter>[0]>) =>
  pb.filter(...communityListFilter({ q: '', tag: '', instrument: '', ...filters }))

describe('communityListFilter', () => {
  it('lists everything when nothing narrows the view', () => {
    expect(filterFor({})).toBe('')
    expect(filterFor({ q: '  %%  ', tag: '   ' })).toBe('')
  })

  it('searches the name, the description, the words and the tags', () => {
    expect(filterFor({ q: '  late   train ' })).toBe(
      "(name ~ 'late train' || description ~ 'late train' || words ~ 'late train' || tags ~ 'late train')",
    )
  })

  it('binds a search that tries to break out of its quotes as plain text', () => {
    const filter = filterFor({ q: "x' || author != '" })

    expect(filter).toBe(
      "(name ~ 'x\\' || author != \\'' || description ~ 'x\\' || author != \\'' || words ~ 'x\\' || author != \\'' || tags ~ 'x\\' || author != \\'')",
    )
  })

  it('drops the characters a search cannot mean literally (wildcards, JSON punctuation)', () => {
    expect(filterFor({ q: '100% "rock" [live] \\' })).toBe(
      "(name ~ '100 rock live' || description ~ '100 rock live' || words ~ '100 rock live' || tags ~ '100 rock live')",
    )
  })

  it('matches a whole tag, quoted as stored', () => {
    expect(filterFor({ tag: 'rock' })).toBe(`tags ~ '"rock"'`)
  })

  it('finds "&", "<" and ">" in tags the way PocketBase stores them', () => {
    expect(filterFor({ tag: 'R&B' })).toBe(`tags ~ '"R\\u0026B"'`)
    expect(filterFor({ q: 'R&B' })).toBe(
      "(name ~ 'R&B' || description ~ 'R&B' || words ~ 'R&B' || tags ~ 'R\\u0026B')",
    )
  })

  it('keeps a quote in a tag inside its parameter', () => {
    expect(filterFor({ tag: "rock'n'roll" })).toBe(`tags ~ '"rock\\'n\\'roll"'`)
  })

  it('filters by the instrument’s number', () => {
    expect(filterFor({ instrument: 'piano' })).toBe('instrument = 0')
    expect(filterFor({ instrument: 'ukulele' })).toBe('instrument = 2')
  })

  it('joins every filter with and', () => {
    expect(filterFor({ q: 'sea', tag: 'folk', instrument: 'guitar' })).toBe(
      `(name ~ 'sea' || description ~ 'sea' || words ~ 'sea' || tags ~ 'sea') && tags ~ '"folk"' && instrument = 1`,
    )
  })
})

describe('storedJsonString', () => {
  it('escapes like Go’s encoding/json', () => {
    expect(storedJsonString('<b>&"x"\\')).toBe('"\\u003cb\\u003e\\u0026\\"x\\"\\\\"')
    expect(storedJsonString('a\u2028b')).toBe('"a\\u2028b"')
    expect(storedJsonString('café')).toBe('"café"')
  })
})

describe('tagPattern', () => {
  it('looks for a tag with a wildcard or a backslash by its longest plain part', () => {
    expect(tagPattern('100%')).toBe('100')
    expect(tagPattern('a\\long-part%b')).toBe('long-part')
    expect(tagPattern('%')).toBe('')
  })

  it('looks for a tag with a quote by its longest plain part, since it is stored escaped', () => {
    expect(tagPattern('say "hey"')).toBe('say ')
    expect(tagPattern('rock')).toBe('"rock"')
  })
})

describe('communitySort', () => {
  it('sorts newest first or most liked first, with a stable order for ties', () => {
    expect(communitySort('newest')).toBe('-created,-id')
    expect(communitySort('likes')).toBe('-likes,-created,-id')
  })
})
