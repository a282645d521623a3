import { queryOptions, useQuery } from '@tanstack/react-query'
import { pb } from '@/lib/pocketbase'

/** One person invited to write a song: pending until they accept, then accepted. */
export type Cowriter = {
  id: string
  song: string
  email: string
  name: string
  user: string
  status: 'pending' | 'accepted'
}

/** The song's co-writers as the server lets the caller see them: all for the owner, self for a co-writer. */
export async function listCowriters(songId: string): Promise<Cowriter[]> {
  return pb.collection('song_cowriters').getFullList<Cowriter>({
    filter: pb.filter('song = {:songId}', { songId }),
    fields: 'id,song,email,name,user,status',
    sort: 'created',
    requestKey: null,
  })
}

export const cowritersQueryOptions = (songId: string) =>
  queryOptions({
    queryKey: ['cowriters', songId],
    queryFn: () => listCowriters(songId),
    // Asked afresh whenever the dialog opens: an invitation may have been accepted meanwhile.
    staleTime: 0,
  })

export function useCowriters(songId: string, enabled = true) {
  return useQuery({ ...cowritersQueryOptions(songId), enabled })
}
