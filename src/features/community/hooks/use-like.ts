import { useMyLikes } from '../api/get-my-likes'
import { useLikeSong } from '../api/like-song'
import { isDuplicate, isNotFound } from '../api/server-errors'
import { useUnlikeSong } from '../api/unlike-song'
import { nextIntent, shownLike } from '../like-state'

function likeProblem(error: unknown): string {
  if (isDuplicate(error)) return 'You already like this song: one like per person.'
  if (isNotFound(error)) return 'This song is no longer in the community.'
  return 'Your like could not be saved. Check your connection and try again.'
}

/** A listing's like button: the server's count and state, a press in flight shown at once. */
export function useLike(song: { id: string; likes: number }, userId: string) {
  const myLikes = useMyLikes(userId)
  const like = useLikeSong(userId)
  const unlike = useUnlikeSong(userId)
  const likeId = myLikes.data?.[song.id]
  const pending = like.isPending ? 'like' : unlike.isPending ? 'unlike' : undefined
  const shown = shownLike({ likes: song.likes, liked: likeId !== undefined }, pending)
  const error = like.error ?? unlike.error
  const toggle = () => {
    // One press at a time, and only once it is known whether this user likes it already.
    if (pending || myLikes.isPending) return
    like.reset()
    unlike.reset()
    if (nextIntent(shown) === 'like') like.mutate(song.id)
    else if (likeId) unlike.mutate({ id: song.id, likeId })
  }
  return { shown, busy: pending !== undefined, toggle, problem: error ? likeProblem(error) : '' }
}
