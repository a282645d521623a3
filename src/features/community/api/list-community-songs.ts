import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { normalizeSearch } from '@/features/songs'
import { LIST_PAGE_SIZE, type ListPage, pb, toListPage } from '@/lib/pocketbase'
import { communityListFilter, communitySort } from '../community-filter'
import type { CommunityFilters } from '../search-params'
import { type CommunityRecord, type CommunitySong, toCommunitySong } from '../types'

export type CommunityPage = ListPage<CommunitySong>

// A card needs no bars, and of the words only their start: the song stays on the server until opened.
const CARD_FIELDS =
  'id,song_id,author,author_name,name,description,tags,instrument,bpm,timesignature,key,likes,created,words:excerpt(120,true)'

export async function listCommunitySongs(
  filters: CommunityFilters,
  page: number,
): Promise<CommunityPage> {
  const result = await pb
    .collection('community_songs')
    .getList<CommunityRecord>(page, LIST_PAGE_SIZE, {
      filter: pb.filter(...communityListFilter(filters)),
      sort: communitySort(filters.sort),
      fields: CARD_FIELDS,
      requestKey: null,
    })
  return toListPage(result, toCommunitySong)
}

/** The prefix of every list's key: publishing, unpublishing and realtime refresh them all. */
export const communityListsKey = ['community', 'songs'] as const

export const communitySongsQueryOptions = (filters: CommunityFilters) => {
  // Filters that search the same thing share one cache entry.
  const key = { ...filters, q: normalizeSearch(filters.q), tag: filters.tag.trim() }
  return infiniteQueryOptions({
    queryKey: [...communityListsKey, key],
    queryFn: ({ pageParam }) => listCommunitySongs(key, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: CommunityPage) =>
      last.page < last.totalPages ? last.page + 1 : undefined,
    // A new search keeps the last results on screen instead of flashing empty.
    placeholderData: keepPreviousData,
  })
}

export function useCommunitySongs(filters: CommunityFilters) {
  return useInfiniteQuery(communitySongsQueryOptions(filters))
}
