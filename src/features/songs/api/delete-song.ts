import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { pb, responseStatus } from '@/lib/pocketbase'
import { forgetLastSong } from '../last-song'
import { pendingDeletions, type ScheduledDeletion } from '../pending-deletions'
import { songsQueryKeys } from './songs-query-keys'

/** Deletes the song at once; one already gone (deleted in another tab) counts as deleted. */
export async function deleteSongNow(id: string): Promise<void> {
  try {
    await pb.collection('songs').delete(id, { requestKey: null })
  } catch (error) {
    if (responseStatus(error) !== 404) throw error
  }
}

/**
 * Hides the song from the list at once and deletes it when the undo time is up
 * (pending-deletions.ts); the answer's `undo()` brings it back untouched.
 */
export function useDeleteSong(userId: string) {
  const queryClient = useQueryClient()
  return useCallback(
    (id: string, onFailed?: (error: unknown) => void): ScheduledDeletion => {
      const refresh = () =>
        queryClient.invalidateQueries({ queryKey: songsQueryKeys.lists(userId) })
      return pendingDeletions.schedule(id, () => deleteSongNow(id), {
        onDeleted: () => {
          forgetLastSong(userId, id)
          void refresh()
        },
        onFailed: (error) => {
          void refresh()
          onFailed?.(error)
        },
      })
    },
    [queryClient, userId],
  )
}
