import { useMutation, useQueryClient } from '@tanstack/react-query'
import { pb } from '@/lib/pocketbase'
import { getPublication, type Publication, publicationQueryOptions } from './get-publication'
import { communityListsKey } from './list-community-songs'
import { isDuplicate } from './server-errors'

/** Lists the user's song in the community; the server copies its content and author. */
export async function publishSong(songId: string): Promise<Publication> {
  try {
    const listing = await pb
      .collection('community_songs')
      .create<{ id: string }>({ song_id: songId }, { requestKey: null })
    return { id: listing.id }
  } catch (error) {
    // Published already (another tab): that listing is the answer.
    const existing = isDuplicate(error) ? await getPublication(songId) : null
    if (existing) return existing
    throw error
  }
}

export function usePublishSong(songId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => publishSong(songId),
    onSuccess: (publication) => {
      client.setQueryData(publicationQueryOptions(songId).queryKey, publication)
      return client.invalidateQueries({ queryKey: communityListsKey })
    },
  })
}
