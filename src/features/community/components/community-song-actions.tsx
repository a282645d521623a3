import { useState } from 'react'
import { useUnpublishSong } from '../api/unpublish-song'
import type { CommunitySong } from '../types'
import { LikeButton } from './like-button'
import { ReportDialog } from './report-dialog'
import { UnpublishDialog } from './unpublish-dialog'

type CommunitySongActionsProps = {
  song: CommunitySong
  userId: string
  onUnpublished: () => void
}

/** A listing's own actions beside Copy: like; report (others' songs); unpublish (one's own). */
export function CommunitySongActions({ song, userId, onUnpublished }: CommunitySongActionsProps) {
  const [dialog, setDialog] = useState<'report' | 'unpublish' | null>(null)
  const unpublish = useUnpublishSong()
  const mine = song.author === userId
  const close = () => setDialog(null)
  return (
    <>
      <LikeButton song={song} userId={userId} />
      {mine ? (
        <button
          type="button"
          className="btn btn-ghost btn-sm text-error"
          onClick={() => setDialog('unpublish')}
        >
          Unpublish
        </button>
      ) : (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setDialog('report')}>
          Report
        </button>
      )}
      {!mine && (
        <ReportDialog open={dialog === 'report'} onClose={close} songId={song.id} userId={userId} />
      )}
      {mine && (
        <UnpublishDialog
          open={dialog === 'unpublish'}
          busy={unpublish.isPending}
          failed={unpublish.isError}
          onClose={close}
          onConfirm={() =>
            unpublish.mutate({ id: song.id, songId: song.songId }, { onSuccess: onUnpublished })
          }
        />
      )}
    </>
  )
}
