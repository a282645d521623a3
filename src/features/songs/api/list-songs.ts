import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { pb } from '@/lib/pocketbase'
import { pendingDeletions } from '../pending-deletions'
import { normalizeSearch, songListFilter } from '../song-search'
import { type SongSummary, SUMMARY_FIELDS, toSongSummary } from '../song-summary'
import { songsQueryKeys } from './songs-query-keys'

/** The SDK's default page size. */
export const SONGS_PAGE_SIZE = 30

export type SongPage = {
  items: SongSummary[]
  page: number
  totalPages: number
  totalItems: number
}

export type ListSongsParams = { userId: string; search?: string; page?: number }

// The most recently edited first: that is the song someone is most likely looking for.
export async function listSongs({ userId, search = '', page = 1 }: ListSongsParams) {
  const result = await pb.collection('songs').getList(page, SONGS_PAGE_SIZE, {
    filter: pb.filter(...songListFilter(userId, search)),
    sort: '-updated',
    fields: SUMMARY_FIELDS,
    requestKey: null,
  })
  return {
    items: result.items.map(toSongSummary),
    page: result.page,
    totalPages: result.totalPages,
    totalItems: result.totalItems,
  } satisfies SongPage
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
