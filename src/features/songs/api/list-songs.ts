import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { LIST_PAGE_SIZE, type ListPage, pb, toListPage } from '@/lib/pocketbase'
import { pendingDeletions } from '../pending-deletions'
import { normalizeSearch, songListFilter } from '../song-search'
import { type SongSummary, SUMMARY_FIELDS, toSongSummary } from '../song-summary'
import { songsQueryKeys } from './songs-query-keys'

export type SongPage = ListPage<SongSummary>

export type ListSongsParams = { userId: string; search?: string; page?: number }

// The most recently edited first: that is the song someone is most likely looking for.
export async function listSongs({ userId, search = '', page = 1 }: ListSongsParams) {
  const result = await pb.collection('songs').getList(page, LIST_PAGE_SIZE, {
    filter: pb.filter(...songListFilter(userId, search)),
    sort: '-updated',
    fields: SUMMARY_FIELDS,
    requestKey: null,
  })
  return toListPage(result, toSongSummary)
}

export const songsQueryOptions = ({ userId, search = '', page = 1 }: ListSongsParams) => {
  const text = normalizeSearch(search)
  return queryOptions({
    queryKey: songsQueryKeys.list(userId, text, page),
    queryFn: () => listSongs({ userId, search: text, page }),
    // Typing a search keeps the last page on screen instead of flashing empty.
    placeholderData: keepPreviousData,
  })
}

/** A page of the user's songs; a song whose deletion can still be undone is left out. */
export function useSongs(params: ListSongsParams) {
  const hidden = useSyncExternalStore(
    pendingDeletions.subscribe,
    pendingDeletions.ids,
    pendingDeletions.ids,
  )
  const select = useCallback(
    (page: SongPage): SongPage =>
      hidden.size === 0 ? page : { ...page, items: page.items.filter((s) => !hidden.has(s.id)) },
    [hidden],
  )
  return useQuery({ ...songsQueryOptions(params), enabled: params.userId !== '', select })
}
