import { useMutation, useQueryClient } from '@tanstack/react-query'
import { DEFAULT_SONG } from '@/config/constants'
import { pb } from '@/lib/pocketbase'
import { encodeSections } from '@/song/encode'
import type { Instrument } from '@/song/instruments'
import { type Section, SONG_FORMAT_VERSION } from '@/song/types'
import { rememberLastSong } from '../last-song'
import { type SongRow, type SongSummary, toSongSummary } from '../song-summary'
import { songsQueryKeys } from './songs-query-keys'
import { getUserInstrument } from './user-instrument'

export const NEW_SONG_TIME_SIGNATURE = '4/4'

export type NewSong = {
  userId: string
  name?: string
  instrument?: Instrument
  /** What the song starts with (a progression opened from a chord page); none by default. */
  sections?: Section[]
}

/** The fields of a new song: the song model's defaults, in 4/4, for the user's instrument. */
export const newSongFields = (
  userId: string,
  instrument: Instrument,
  name?: string,
  sections?: Section[],
) => ({
  ...DEFAULT_SONG,
  name: name?.trim() || DEFAULT_SONG.name,
  instrument,
  timesignature: NEW_SONG_TIME_SIGNATURE,
  key: '',
  user: userId,
  ...(sections && { ...encodeSections(sections), version: SONG_FORMAT_VERSION }),
})

export async function createSong({
  userId,
  name,
  instrument,
  sections,
}: NewSong): Promise<SongSummary> {
  const played = instrument ?? (await getUserInstrument(userId))
  const record = await pb
    .collection('songs')
    .create<SongRow>(newSongFields(userId, played, name, sections), { requestKey: null })
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
