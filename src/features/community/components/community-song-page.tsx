import { useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { Seo } from '@/components/seo/seo'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useCopySong } from '@/features/songs'
import { communitySongQueryOptions, useCommunitySong } from '../api/get-community-song'
import type { CommunityRecord } from '../types'
import { CommunitySongActions } from './community-song-actions'

/** What the page hands the song view (the editor's read-only view, loaded by the route). */
export type CommunitySongViewProps = {
  record: CommunityRecord
  path: string
  byline: ReactNode
  actions: ReactNode
  onCopy: () => Promise<string>
}

type CommunitySongPageProps = {
  id: string
  userId: string
  renderSong: (props: CommunitySongViewProps) => ReactNode
}

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
      <Link to={paths.community.getHref()} className="btn btn-ghost mt-6">
        ← Back to the community
      </Link>
    </section>
  )
}

/** /community/:id: a published song to play, like, copy, report, or (its author) unpublish. */
export function CommunitySongPage({ id, userId, renderSong }: CommunitySongPageProps) {
  const detail = useCommunitySong(id)
  const copy = useCopySong(userId)
  const navigate = useNavigate()
  const client = useQueryClient()
  const path = paths.communitySong.getHref(id)
  if (detail.isPending) return <Spinner label="Opening the song…" className="min-h-dvh" />
  if (detail.isError) {
    return (
      <Message title="The song could not be loaded">
        <p className="mt-4 text-base-content/80">Check your connection and try again.</p>
        <button
          type="button"
          className="btn btn-primary mt-6"
          onClick={() => void detail.refetch()}
        >
          Try again
        </button>
      </Message>
    )
  }
  if (!detail.data) {
    return (
      <Message title="This song is not in the community">
        <Seo
          title="Song not found"
          description="This song is not in the community."
          path={path}
          noindex
        />
        <p className="mt-4 text-base-content/80">
          Its author may have unpublished it, or the link is not complete.
        </p>
      </Message>
    )
  }
  const { song, fields } = detail.data
  return renderSong({
    record: fields,
    path,
    byline: (
      <p className="text-sm text-base-content/80">
        <Link to={paths.community.getHref()} className="link">
          Community
        </Link>{' '}
        · by {song.authorName || 'a Songpad member'}
      </p>
    ),
    actions: (
      <CommunitySongActions
        song={song}
        userId={userId}
        onUnpublished={() => {
          navigate(paths.community.getHref())
          // Gone: coming back to this address asks the server again.
          client.removeQueries({ queryKey: communitySongQueryOptions(id).queryKey })
        }}
      />
    ),
    onCopy: async () => (await copy.mutateAsync({ fields })).id,
  })
}
