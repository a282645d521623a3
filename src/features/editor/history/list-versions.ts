import { queryOptions, useQuery } from '@tanstack/react-query'
import { pb } from '@/lib/pocketbase'

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

/** The PocketBase date ("2026-11-26 11:30:00.123Z") as a time a person reads. */
export function savedAt(created: string): string {
  const date = new Date(created.replace(' ', 'T'))
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}

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
