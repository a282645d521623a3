import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { BusyButton } from '@/components/form/busy-button'
import { paths } from '@/config/paths'
import { usePublication } from '../api/get-publication'
import { usePublishSong } from '../api/publish-song'
import { useUnpublishSong } from '../api/unpublish-song'

/** The editor's publish control (in the share dialog): list the song for all members, or stop. */
export function PublishToCommunity({ songId }: { songId: string }) {
  const publication = usePublication(songId)
  const publish = usePublishSong(songId)
  const unpublish = useUnpublishSong()
  const [confirming, setConfirming] = useState(false)
  const headingId = useId()
  const listing = publication.data
  const failed = publish.isError || unpublish.isError
  const confirmUnpublish = (id: string) =>
    unpublish.mutate({ id, songId }, { onSuccess: () => setConfirming(false) })
  return (
    <section aria-labelledby={headingId} className="mt-5 border-t border-base-300 pt-4">
      <h3 id={headingId} className="font-bold">
        Community
      </h3>
      {publication.isPending ? (
        <p className="mt-2 text-sm">Checking whether the song is published…</p>
      ) : publication.isError ? (
        <p className="mt-2 text-sm text-error">
          Whether the song is published could not be checked.{' '}
          <button type="button" className="link" onClick={() => void publication.refetch()}>
            Try again
          </button>
        </p>
      ) : listing ? (
        <div className="mt-2 flex flex-col gap-3">
          <p>
            Published: every Songpad member can find, play, like and copy it in the community. Your
            edits show there too.
          </p>
          <div className="flex flex-wrap gap-2">
            <Link className="btn btn-ghost" to={paths.communitySong.getHref(listing.id)}>
              Open its community page
            </Link>
            {confirming ? (
              <>
                <BusyButton
                  className="btn btn-error"
                  busy={unpublish.isPending}
                  busyLabel="Unpublishing…"
                  onClick={() => confirmUnpublish(listing.id)}
                >
                  Yes, unpublish (likes are lost)
                </BusyButton>
                <button type="button" className="btn" onClick={() => setConfirming(false)}>
                  Keep it published
                </button>
              </>
            ) : (
              <button
                type="button"
                className="btn btn-ghost text-error"
                onClick={() => setConfirming(true)}
              >
                Unpublish
              </button>
            )}
          </div>
        </div>
      ) : (
        <div className="mt-2 flex flex-col gap-3">
          <p>
            Publishing lists this song on the community page for all members to play, like and copy.
            It is separate from the link above: publishing needs no link, and stopping one leaves
            the other.
          </p>
          <BusyButton
            className="btn btn-secondary self-start"
            busy={publish.isPending}
            busyLabel="Publishing…"
            onClick={() => publish.mutate()}
          >
            Publish to community
          </BusyButton>
        </div>
      )}
      {failed && (
        <p role="alert" className="mt-2 text-sm text-error">
          That did not work. Check your connection and try again.
        </p>
      )}
    </section>
  )
}
