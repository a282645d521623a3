import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import type { useCommunitySongs } from '../api/list-community-songs'
import type { CommunitySong } from '../types'
import { CommunitySongCard } from './community-song-card'

type CommunityResultsProps = {
  query: ReturnType<typeof useCommunitySongs>
  songs: CommunitySong[]
  total: number
  filtered: boolean
  userId: string
  newIds: ReadonlySet<string>
  onClearFilters: () => void
}

const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'

function LoadingCards() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading songs…</span>
      <ul aria-hidden="true" className={grid}>
        {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
          <li
            key={key}
            className="flex h-44 flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4"
          >
            <span className="h-5 w-2/3 animate-pulse rounded bg-base-300 motion-reduce:animate-none" />
            <span className="h-4 w-1/3 animate-pulse rounded bg-base-300 motion-reduce:animate-none" />
            <span className="h-4 w-1/2 animate-pulse rounded bg-base-300 motion-reduce:animate-none" />
            <span className="mt-auto h-8 w-24 animate-pulse rounded-field bg-base-300 motion-reduce:animate-none" />
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The songs, pages of 30 with "Load more", and what to say while loading, on failure or when empty. */
export function CommunityResults({
  query,
  songs,
  total,
  filtered,
  userId,
  newIds,
  onClearFilters,
}: CommunityResultsProps) {
  if (query.isPending) return <LoadingCards />
  if (query.isError && songs.length === 0) {
    return (
      <div role="alert" className="alert alert-error flex flex-wrap justify-between">
        <span>The community could not be loaded. Check your connection.</span>
        <button type="button" className="btn btn-sm" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    )
  }
  if (songs.length === 0) {
    return filtered ? (
      <div className="rounded-box border border-dashed border-base-300 p-8 text-center">
        <p className="text-lg font-semibold">No songs match your search.</p>
        <p className="mt-1 text-base-content/80">Try other words, another tag or any instrument.</p>
        <button type="button" className="btn btn-ghost btn-sm mt-4" onClick={onClearFilters}>
          Clear filters
        </button>
      </div>
    ) : (
      <div className="rounded-box border border-dashed border-base-300 p-8 text-center">
        <p className="text-lg font-semibold">
          Nobody has published yet — publish yours from the editor.
        </p>
        <p className="mt-1 text-base-content/80">
          Open a song, choose Share, then Publish to community.
        </p>
        <Link to={paths.write.getHref()} className="btn btn-primary btn-sm mt-4">
          Open the editor
        </Link>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-6" aria-busy={query.isFetching || undefined}>
      <ul aria-label="Songs" className={`${grid} ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
        {songs.map((song) => (
          <CommunitySongCard
            key={song.id}
            song={song}
            userId={userId}
            isNew={newIds.has(song.id)}
          />
        ))}
      </ul>
      <div className="flex flex-col items-center gap-2">
        <p className="text-sm text-base-content/80">
          Showing {songs.length} of {Math.max(total, songs.length)} {total === 1 ? 'song' : 'songs'}
        </p>
        {query.isFetchNextPageError && (
          <p role="alert" className="text-sm text-error">
            More songs could not be loaded. Try again.
          </p>
        )}
        {query.hasNextPage && (
          <button
            type="button"
            className="btn btn-outline"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? 'Loading…' : 'Load more songs'}
          </button>
        )}
      </div>
    </div>
  )
}
