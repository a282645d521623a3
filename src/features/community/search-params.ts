import { type InstrumentName, isInstrumentName } from '@/song/instruments'

export const COMMUNITY_SORTS = ['newest', 'likes'] as const
export type CommunitySort = (typeof COMMUNITY_SORTS)[number]

/** What the community page shows, kept in its address so a filtered view can be shared. */
export type CommunityFilters = {
  /** The search as typed (the filter normalizes it). */
  q: string
  tag: string
  instrument: InstrumentName | ''
  sort: CommunitySort
}

export const SEARCH_PARAM_MAX_CHARS = 100
export const TAG_MAX_CHARS = 50

export const DEFAULT_FILTERS: CommunityFilters = { q: '', tag: '', instrument: '', sort: 'newest' }

const isSort = (value: string): value is CommunitySort =>
  (COMMUNITY_SORTS as readonly string[]).includes(value)

/** Reads the page's address: anything unknown or malformed falls back to "everything, newest first". */
export function parseCommunitySearch(params: URLSearchParams): CommunityFilters {
  const instrument = params.get('instrument') ?? ''
  const sort = params.get('sort') ?? ''
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_PARAM_MAX_CHARS),
    tag: (params.get('tag') ?? '').trim().slice(0, TAG_MAX_CHARS),
    instrument: isInstrumentName(instrument) ? instrument : '',
    sort: isSort(sort) ? sort : 'newest',
  }
}

/** The address for the filters: only what differs from the defaults, in a fixed order. */
export function toCommunitySearch(filters: CommunityFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.q.trim()) params.set('q', filters.q)
  if (filters.tag) params.set('tag', filters.tag)
  if (filters.instrument) params.set('instrument', filters.instrument)
  if (filters.sort !== 'newest') params.set('sort', filters.sort)
  return params
}

/** Whether the view is narrowed at all (the sort narrows nothing). */
export const isFiltered = (filters: CommunityFilters) =>
  filters.q.trim() !== '' || filters.tag !== '' || filters.instrument !== ''
