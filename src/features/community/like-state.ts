/** A song's likes as the server counts them, and whether the signed-in user is one of them. */
export type LikeState = { likes: number; liked: boolean }

export type LikeIntent = 'like' | 'unlike'

/**
 * What the like button shows: the server's state with the user's action in flight applied on top,
 * once: an action the server already reflects (a realtime update, another tab) is not counted again.
 */
export function shownLike(server: LikeState, pending?: LikeIntent): LikeState {
  // A like of one's own is counted even when the count read is older than the like.
  const settled = { likes: Math.max(server.likes, server.liked ? 1 : 0), liked: server.liked }
  if (pending === 'like' && !settled.liked) return { likes: settled.likes + 1, liked: true }
  if (pending === 'unlike' && settled.liked)
    return { likes: Math.max(0, settled.likes - 1), liked: false }
  return settled
}

/** The intent a press on the button means, given what it shows now. */
export const nextIntent = (shown: LikeState): LikeIntent => (shown.liked ? 'unlike' : 'like')

export const likesText = (likes: number) => `${likes} ${likes === 1 ? 'like' : 'likes'}`
