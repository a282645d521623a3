import { useMutation, useQueryClient } from '@tanstack/react-query'
import { pb } from '@/lib/pocketbase'
import { setLikes, setMyLike } from './community-cache'
import { communitySongQueryOptions } from './get-community-song'
import { myLikesQueryOptions } from './get-my-likes'
import { isDuplicate } from './server-errors'

export type LikeAnswer = { likeId: string | null; likes: number }

/** The listing's like count as the server has counted it now. */
export async function readLikes(id: string): Promise<number> {
  const record = await pb
    .collection('community_songs')
    .getOne<{ likes?: number }>(id, { fields: 'likes', requestKey: null })
  return typeof record.likes === 'number' ? record.likes : 0
}

/** Likes a listing, then reads the count the server made of it. */
export async function likeSong(id: string, userId: string): Promise<LikeAnswer> {
  const like = await pb
    .collection('community_likes')
    .create<{ id: string }>({ song: id, user: userId }, { requestKey: null })
  return { likeId: like.id, likes: await readLikes(id) }
}

/**
 * Liking, reconciled with the server: its answer (or, when it refuses a second like, what it has
 * now) is in the caches before the button stops showing the like in flight.
 */
export function useLikeSong(userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => likeSong(id, userId),
    onSuccess: ({ likeId, likes }, id) => {
      setMyLike(client, userId, id, likeId)
      setLikes(client, id, likes)
    },
    onError: async (error, id) => {
      if (!isDuplicate(error)) return
      await Promise.all([
        client.refetchQueries({ queryKey: myLikesQueryOptions(userId).queryKey }),
        readLikes(id).then(
          (likes) => setLikes(client, id, likes),
          () => client.invalidateQueries({ queryKey: communitySongQueryOptions(id).queryKey }),
        ),
      ])
    },
  })
}
