import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { paths } from '@/config/paths'
import { useCommunitySongs } from '../api/list-community-songs'
import { useCommunityLive } from '../hooks/use-community-live'
import { useCommunitySearch } from '../hooks/use-community-search'
import { isFiltered } from '../search-params'
import type { CommunitySong } from '../types'
import { CommunityFilters } from './community-filters'
import { CommunityResults } from './community-results'
import { popularTags } from './popular-tags'

const TAG_CHIPS = 12

// A song published while pages load shifts the later pages by one: it must not show twice.
function uniqueSongs(pages: { items: CommunitySong[] }[] | undefined): CommunitySong[] {
  const seen = new Set<string>()
  return (pages ?? []).flatMap((page) =>
    page.items.filter((song) => !seen.has(song.id) && seen.add(song.id)),
  )
}

/** /community: members' published songs to search, filter, like and open; new ones come in live. */
export function CommunityPage({ userId }: { userId: string }) {
  const { filters, update } = useCommunitySearch()
  const query = useCommunitySongs(filters)
  const live = useCommunityLive()
  const songs = useMemo(() => uniqueSongs(query.data?.pages), [query.data])
  const tags = useMemo(() => popularTags(songs, TAG_CHIPS), [songs])
  const total = query.data?.pages.at(-1)?.totalItems ?? 0
  const clear = () => update({ q: '', tag: '', instrument: '' })
  return (
    <section className="touch-targets mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12">
      <Seo
        title="Community"
        description="Songs published by Songpad members: play them, like them and copy them to your songs."
        path={paths.community.getHref()}
        noindex
      />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight">Community</h1>
          <p className="mt-2 max-w-prose text-base-content/80">
            Songs published by Songpad members. Play them, like them, copy them to your songs.
          </p>
        </div>
        <Link to={paths.write.getHref()} className="btn btn-outline btn-sm">
          Publish a song from the editor
        </Link>
      </header>
      <div className="flex flex-col gap-2">
        <CommunityFilters filters={filters} onChange={update} tags={tags} />
        <div className="flex min-h-5 flex-wrap items-center gap-3 text-sm">
          <p role="status" aria-live="polite" className="font-medium text-brand">
            {live.newSongs > 0 && `${live.newSongs} new ${live.newSongs === 1 ? 'song' : 'songs'}`}
          </p>
          {live.problem && (
            <p className="text-base-content/80">
              Live updates are off ({live.problem}) Reload the page to see new songs.
            </p>
          )}
        </div>
      </div>
      <CommunityResults
        query={query}
        songs={songs}
        total={total}
        filtered={isFiltered(filters)}
        userId={userId}
        newIds={live.newIds}
        onClearFilters={clear}
      />
    </section>
  )
}
