import { queryOptions, useQuery } from '@tanstack/react-query'
import { pb, responseStatus } from '@/lib/pocketbase'
import { forgetLastSong, readLastSong, rememberLastSong } from '../last-song'
import { pendingDeletions } from '../pending-deletions'
import type { SongRow } from '../song-summary'
import { createSong } from './create-song'
import { songsQueryKeys } from './songs-query-keys'

export type SongToOpen = { id: string; created: boolean }

// 0: unreachable (offline, or the server is down); 5xx: the server cannot answer now.
const unreachable = (status: number | undefined) => status === 0 || (status ?? 0) >= 500

/** Whether the song is still on the server; a server that cannot be asked answers yes. */
async function stillThere(id: string): Promise<boolean> {
  try {
    await pb.collection('songs').getOne(id, { fields: 'id', requestKey: null })
    return true
  } catch (error) {
    const status = responseStatus(error)
    if (status === 404) return false
    // The editor opens it from the device's copy, and says the server cannot be reached.
    if (unreachable(status)) return true
    throw error
  }
}

/**
 * The song /write opens: the last one edited on this device (even when the server cannot be
 * asked), else the most recently changed, else a new song (a first visit, or every song deleted).
 */
export async function findSongToOpen(userId: string): Promise<SongToOpen> {
  const hidden = pendingDeletions.ids()
  const last = readLastSong(userId)
  if (last && !hidden.has(last)) {
    if (await stillThere(last)) return { id: last, created: false }
    forgetLastSong(userId, last)
  }
  const { items } = await pb.collection('songs').getList<SongRow>(1, hidden.size + 1, {
    filter: pb.filter('user = {:userId}', { userId }),
    sort: '-updated',
    fields: 'id',
    skipTotal: true,
    requestKey: null,
  })
  const recent = items.find((song) => !hidden.has(song.id))
  const id = recent?.id ?? (await createSong({ userId })).id
  rememberLastSong(userId, id)
  return { id, created: !recent }
}

export const songToOpenQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: songsQueryKeys.toOpen(userId),
    queryFn: () => findSongToOpen(userId),
    // Asked afresh on every visit to /write: the answer changes as songs are opened and deleted.
    staleTime: 0,
    gcTime: 0,
    // Asked offline too: the last song edited here opens from the device without the server.
    networkMode: 'always',
  })

export function useSongToOpen(userId: string) {
  return useQuery({ ...songToOpenQueryOptions(userId), enabled: userId !== '' })
}
