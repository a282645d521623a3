import { useMutation, useQueryClient } from '@tanstack/react-query'
import { DEFAULT_SONG } from '@/config/constants'
import { pb } from '@/lib/pocketbase'
import type { Instrument } from '@/song/instruments'
import { rememberLastSong } from '../last-song'
import { type SongRow, type SongSummary, toSongSummary } from '../song-summary'
import { songsQueryKeys } from './songs-query-keys'
import { getUserInstrument } from './user-instrument'

export const NEW_SONG_TIME_SIGNATURE = '4/4'

export type NewSong = { userId: string; name?: string; instrument?: Instrument }

/** The fields of a new song: the song model's defaults, in 4/4, for the user's instrument. */
export const newSongFields = (userId: string, instrument: Instrument, name?: string) => ({
  ...DEFAULT_SONG,
  name: name?.trim() || DEFAULT_SONG.name,
  instrument,
  timesignature: NEW_SONG_TIME_SIGNATURE,
  key: '',
  user: userId,
})

export async function createSong({ userId, name, instrument }: NewSong): Promise<SongSummary> {
  const played = instrument ?? (await getUserInstrument(userId))
  const record = await pb
    .collection('songs')
    .create<SongRow>(newSongFields(userId, played, name), { requestKey: null })
  return toSongSummary(record)
}

// The new song is the one to open next, so it becomes the last song at once.
export function useCreateSong() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createSong,
    onSuccess: (song, { userId }) => {
      rememberLastSong(userId, song.id)
      return queryClient.invalidateQueries({ queryKey: songsQueryKeys.lists(userId) })
    },
  })
}
