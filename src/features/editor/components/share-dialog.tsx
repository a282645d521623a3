import { useState } from 'react'
import { ClosableDialog } from '@/components/ui/modal'
import { paths } from '@/config/paths'
import { PublishToCommunity } from '@/features/community'
import { CowritersPanel } from '@/features/cowriters'

type ShareDialogProps = {
  open: boolean
  onClose: () => void
  /** The song's share slug, or '' while it is not shared. */
  slug: string
  onShare: () => Promise<unknown>
  onStop: () => Promise<unknown>
  /** The song, for publishing it to the community (a separate thing from its link). */
  songId?: string
  /** False for a co-writer, who may neither share the song nor invite others. */
  isOwner?: boolean
  /** After a co-writer left the song. */
  onLeft?: () => void
}

/**
 * Make the song readable by link, copy the link, stop sharing (the old link then stops working);
 * and publish it to the community, or unpublish it.
 */
export function ShareDialog({
  open,
  onClose,
  slug,
  onShare,
  onStop,
  songId,
  isOwner = true,
  onLeft,
}: ShareDialogProps) {
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const link = slug ? new URL(paths.shared.getHref(slug), window.location.origin).href : ''
  const act = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true)
    setMessage('')
    try {
      await action()
      setMessage(done)
    } catch {
      setMessage('That did not work. Check your connection and try again.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <ClosableDialog open={open} title="Share this song" onClose={onClose} closeLabel="Done">
      {!isOwner ? null : slug ? (
        <div className="mt-3 flex flex-col gap-3">
          <p>Anyone with this link can read and play the song, but not change it.</p>
          <label className="flex flex-col gap-1 text-sm font-medium">
            Link to the song
            <input
              className="input w-full"
              readOnly
              value={link}
              onFocus={(event) => event.target.select()}
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(link)
                  .then(() => setMessage('Link copied.'))
                  .catch(() => setMessage('Copy the link from the field above.'))
              }
            >
              Copy link
            </button>
            <a className="btn btn-ghost" href={link} target="_blank" rel="noreferrer">
              Open the shared page
            </a>
            <button
              type="button"
              className="btn btn-ghost text-error"
              disabled={busy}
              onClick={() =>
                void act(onStop, 'The song is private again; the link no longer works.')
              }
            >
              Stop sharing
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-col gap-3">
          <p>
            The song is private. Make a link that lets anyone read and play it (they cannot change
            it).
          </p>
          <button
            type="button"
            className="btn btn-primary self-start"
            disabled={busy}
            onClick={() => void act(onShare, 'The song is shared.')}
          >
            {busy ? 'Making a link…' : 'Make a link'}
          </button>
        </div>
      )}
      {isOwner && (
        <p role="status" className="mt-3 min-h-6 text-sm">
          {message}
        </p>
      )}
      {open && songId && isOwner && <PublishToCommunity songId={songId} />}
      {open && songId && <CowritersPanel songId={songId} isOwner={isOwner} onLeft={onLeft} />}
    </ClosableDialog>
  )
}
