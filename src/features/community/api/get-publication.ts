import { queryOptions, useQuery } from '@tanstack/react-query'
import { pb } from '@/lib/pocketbase'

/** A song's listing in the community, if it is published. */
export type Publication = { id: string }

export async function getPublication(songId: string): Promise<Publication | null> {
  const { items } = await pb.collection('community_songs').getList<{ id: string }>(1, 1, {
    filter: pb.filter('song_id = {:songId}', { songId }),
    fields: 'id',
    skipTotal: true,
    requestKey: null,
  })
  return items[0] ? { id: items[0].id } : null
}

export const publicationQueryOptions = (songId: string) =>
  queryOptions({
    queryKey: ['community', 'publication', songId],
    queryFn: () => getPublication(songId),
    // Asked afresh each time the share dialog opens: the song may have been unpublished elsewhere.
    staleTime: 0,
  })

export function usePublication(songId: string) {
  return useQuery(publicationQueryOptions(songId))
}
