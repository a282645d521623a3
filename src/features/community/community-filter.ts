import { normalizeSearch } from '@/features/songs'
import { instrumentByName } from '@/song/instruments'
import type { CommunityFilters, CommunitySort } from './search-params'

/**
 * A text as PocketBase stores it inside a json field: JSON, escaped the way Go escapes it (<, > and &
 * as \u003c, \u003e, \u0026; U+2028 and U+2029 too), so a `~` on the stored tags can find it.
 */
export function storedJsonString(text: string): string {
  return JSON.stringify(text).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

// Quotes and control characters are stored escaped with "\\" too.
const unmatchable = (char: string) => '%\\"'.includes(char) || char.charCodeAt(0) < 0x20

/**
 * What a tag filter looks for in the stored tags: the quoted tag, so "rock" does not also find
 * "rockabilly". PocketBase's `~` reads "%" as a wildcard and cannot match a stored "\\", so a tag
 * with either (or with a quote, stored as \\") is looked for by its longest part without them.
 */
export function tagPattern(tag: string): string {
  const parts = [...tag].reduce<string[]>(
    (found, char) => {
      if (unmatchable(char)) found.push('')
      else found[found.length - 1] += char
      return found
    },
    [''],
  )
  if (parts.length === 1) return storedJsonString(tag)
  const longest = parts.reduce((a, b) => (b.length > a.length ? b : a), '')
  return storedJsonString(longest).slice(1, -1)
}

/**
 * The PocketBase filter for the community page and its parameters, bound by `pb.filter` (which quotes
 * them), so nothing typed can change the filter itself.
 */
export function communityListFilter(
  filters: Pick<CommunityFilters, 'q' | 'tag' | 'instrument'>,
): [expression: string, params: Record<string, string | number>] {
  const clauses: string[] = []
  const params: Record<string, string | number> = {}
  const text = normalizeSearch(filters.q)
  if (text) {
    clauses.push(
      '(name ~ {:text} || description ~ {:text} || words ~ {:text} || tags ~ {:tagText})',
    )
    params.text = text
    params.tagText = storedJsonString(text).slice(1, -1)
  }
  const tag = filters.tag.trim() ? tagPattern(filters.tag.trim()) : ''
  if (tag) {
    clauses.push('tags ~ {:tag}')
    params.tag = tag
  }
  if (filters.instrument) {
    clauses.push('instrument = {:instrument}')
    params.instrument = instrumentByName(filters.instrument)
  }
  return [clauses.join(' && '), params]
}

// Ties broken by id, so pages never repeat or skip a song that shares its neighbour's time or count.
const SORTS: Record<CommunitySort, string> = {
  newest: '-created,-id',
  likes: '-likes,-created,-id',
}

export const communitySort = (sort: CommunitySort) => SORTS[sort]
