import { useMutation, useQueryClient } from '@tanstack/react-query'
import { pb } from '@/lib/pocketbase'
import { songsQueryKeys } from '../api/songs-query-keys'
import { rememberLastSong } from '../last-song'
import { songContent } from '../song-content'
import { type SongRow, type SongSummary, toSongSummary } from '../song-summary'
import { getSharedSong, type SharedSong } from './get-shared-song'

/**
 * Copies a shared (or community) song into the signed-in user's songs, unshared, under the same
 * name: only its content fields, never its owner, id or slug.
 */
export async function copySong(
  shared: Pick<SharedSong, 'fields'>,
  userId: string,
): Promise<SongSummary> {
  const copy = await pb
    .collection('songs')
    .create<SongRow>(
      { ...songContent(shared.fields), user: userId, share_slug: '' },
      { requestKey: null },
    )
  return toSongSummary(copy)
}

/** Copies what is shared under `slug` now; fails with a 404 when sharing has stopped. */
export async function copySharedSong(slug: string, userId: string): Promise<SongSummary> {
  const shared = await getSharedSong(slug)
  if (!shared) throw new SharedSongGoneError()
  return copySong(shared, userId)
}

export class SharedSongGoneError extends Error {
  readonly status = 404
  constructor() {
    super('This song is no longer shared.')
    this.name = 'SharedSongGoneError'
  }
}

// The copy is where the user goes next: /write opens it.
export function useCopySong(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (shared: Pick<SharedSong, 'fields'>) => copySong(shared, userId),
    onSuccess: (copy) => {
      rememberLastSong(userId, copy.id)
      return queryClient.invalidateQueries({ queryKey: songsQueryKeys.lists(userId) })
    },
  })
}
