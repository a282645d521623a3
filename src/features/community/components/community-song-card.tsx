import { useId } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import type { CommunitySong } from '../types'
import { LikeButton } from './like-button'
import { songFacts } from './song-facts'

type CommunitySongCardProps = { song: CommunitySong; userId: string; isNew: boolean }

// Everything a member wrote (name, author, description, tags) is React text, never HTML.
export function CommunitySongCard({ song, userId, isNew }: CommunitySongCardProps) {
  const titleId = useId()
  return (
    <li className="min-w-0">
      <article
        aria-labelledby={titleId}
        className="card h-full border border-base-300 bg-base-100 shadow-sm"
      >
        <div className="flex h-full flex-col gap-2 p-4">
          <div className="flex items-start justify-between gap-2">
            <h2 id={titleId} className="min-w-0 text-lg font-bold wrap-anywhere">
              <Link to={paths.communitySong.getHref(song.id)} className="link link-hover">
                {song.name || 'Untitled song'}
              </Link>
            </h2>
            {isNew && <span className="badge badge-accent shrink-0">New</span>}
          </div>
          <p className="text-sm wrap-anywhere text-base-content/80">
            by {song.authorName || 'a Songpad member'}
          </p>
          <p className="text-sm">{songFacts(song)}</p>
          {song.words && (
            <p className="line-clamp-2 text-sm italic wrap-anywhere">
              <span className="sr-only">Words: </span>
              {song.words}
            </p>
          )}
          {song.description && (
            <p className="line-clamp-3 text-sm wrap-anywhere text-base-content/90">
              {song.description}
            </p>
          )}
          {song.tags.length > 0 && (
            <ul aria-label="Tags" className="flex flex-wrap gap-1">
              {song.tags.map((tag) => (
                <li key={tag} className="badge badge-ghost max-w-full">
                  <span className="truncate">{tag}</span>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-auto pt-2">
            <LikeButton song={song} userId={userId} />
          </div>
        </div>
      </article>
    </li>
  )
}
