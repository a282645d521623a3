import { queryOptions, useQuery } from '@tanstack/react-query'
import { parseRecordDate, pb } from '@/lib/pocketbase'

/** One accepted save of a song, as its history keeps it (pb_hooks/song-history.cjs). */
export type SongVersion = {
  id: string
  author: string
  author_name: string
  revision: number
  summary: string
  created: string
  snapshot: Record<string, unknown>
}

/** When a version was saved, as a person reads it. */
export const savedAt = (created: string): string =>
  parseRecordDate(created)?.toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }) ?? ''

export async function listVersions(songId: string): Promise<SongVersion[]> {
  const page = await pb.collection('song_versions').getList<SongVersion>(1, 100, {
    filter: pb.filter('song = {:songId}', { songId }),
    sort: '-revision',
    skipTotal: true,
    requestKey: null,
  })
  return page.items
}

export const versionsQueryOptions = (songId: string) =>
  queryOptions({
    queryKey: ['song-versions', songId],
    queryFn: () => listVersions(songId),
    // Read afresh each time the history opens: every save adds to it.
    staleTime: 0,
    gcTime: 0,
  })

export function useVersions(songId: string, enabled: boolean) {
  return useQuery({ ...versionsQueryOptions(songId), enabled })
}
