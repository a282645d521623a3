import { queryOptions, useQuery } from '@tanstack/react-query'
import { pb } from '@/lib/pocketbase'

/** The user's likes: listing id → like id (the rules list only one's own likes). */
export type MyLikes = Record<string, string>

export async function listMyLikes(userId: string): Promise<MyLikes> {
  const likes = await pb.collection('community_likes').getFullList<{ id: string; song: string }>({
    filter: pb.filter('user = {:userId}', { userId }),
    fields: 'id,song',
    requestKey: null,
  })
  return Object.fromEntries(likes.map((like) => [like.song, like.id]))
}

export const myLikesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['community', 'likes', userId], queryFn: () => listMyLikes(userId) })

export function useMyLikes(userId: string) {
  return useQuery({ ...myLikesQueryOptions(userId), enabled: userId !== '' })
}
