import { useLike } from '../hooks/use-like'
import { likesText } from '../like-state'

type LikeButtonProps = { song: { id: string; name: string; likes: number }; userId: string }

/** A toggle with the server's count; the user's press shows at once and is then reconciled. */
export function LikeButton({ song, userId }: LikeButtonProps) {
  const like = useLike(song, userId)
  const { liked, likes } = like.shown
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={`btn btn-sm ${liked ? 'btn-secondary' : 'btn-outline'}`}
        aria-pressed={liked}
        aria-label={`Like “${song.name || 'Untitled song'}” (${likesText(likes)})`}
        aria-busy={like.busy || undefined}
        data-likes={likes}
        onClick={like.toggle}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill={liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 20.3l-1.3-1.2C5.8 14.7 3 12.1 3 8.9 3 6.3 5 4.3 7.6 4.3c1.5 0 2.9.7 3.9 1.8 1-1.1 2.4-1.8 3.9-1.8 2.6 0 4.6 2 4.6 4.6 0 3.2-2.8 5.8-7.7 10.2L12 20.3z" />
        </svg>
        {likesText(likes)}
      </button>
      {like.problem && (
        <p role="alert" className="text-sm text-error">
          {like.problem}
        </p>
      )}
    </div>
  )
}
