import { useMutation, useQueryClient } from '@tanstack/react-query'
import { pb } from '@/lib/pocketbase'
import { removeFromLists } from './community-cache'
import { publicationQueryOptions } from './get-publication'
import { communityListsKey } from './list-community-songs'
import { isNotFound } from './server-errors'

/** Takes a listing out of the community (its likes go with it); one already gone counts as done. */
export async function unpublishSong(id: string): Promise<void> {
  try {
    await pb.collection('community_songs').delete(id, { requestKey: null })
  } catch (error) {
    if (!isNotFound(error)) throw error
  }
}

export type Unpublish = { id: string; songId: string }

export function useUnpublishSong() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id }: Unpublish) => unpublishSong(id),
    onSuccess: (_, { id, songId }) => {
      // Its own page is left to the caller, which is usually on it (and leaving).
      removeFromLists(client, id)
      client.setQueryData(publicationQueryOptions(songId).queryKey, null)
      return client.invalidateQueries({ queryKey: communityListsKey })
    },
  })
}
