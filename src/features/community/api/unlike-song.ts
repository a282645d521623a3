import { useMutation, useQueryClient } from '@tanstack/react-query'
import { pb } from '@/lib/pocketbase'
import { setLikes, setMyLike } from './community-cache'
import { readLikes } from './like-song'
import { isNotFound } from './server-errors'

/** Takes a like back (one already gone counts as taken back), then reads the count. */
export async function unlikeSong(id: string, likeId: string): Promise<number> {
  try {
    await pb.collection('community_likes').delete(likeId, { requestKey: null })
  } catch (error) {
    if (!isNotFound(error)) throw error
  }
  return readLikes(id)
}

export function useUnlikeSong(userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, likeId }: { id: string; likeId: string }) => unlikeSong(id, likeId),
    onSuccess: (likes, { id }) => {
      setMyLike(client, userId, id, null)
      setLikes(client, id, likes)
    },
  })
}
