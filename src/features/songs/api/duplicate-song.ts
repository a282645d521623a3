import { useMutation, useQueryClient } from '@tanstack/react-query'
import { pb } from '@/lib/pocketbase'
import { songContent } from '../song-content'
import { copyName } from '../song-name'
import { type SongRow, type SongSummary, toSongSummary } from '../song-summary'
import { songsQueryKeys } from './songs-query-keys'

/** A copy of one of the user's songs, named "… (copy)"; never shared, whatever the original. */
export async function duplicateSong(id: string, userId: string): Promise<SongSummary> {
  const songs = pb.collection('songs')
  const original = await songs.getOne<SongRow>(id, { requestKey: null })
  const name = typeof original.name === 'string' ? original.name : ''
  const copy = await songs.create<SongRow>(
    { ...songContent(original), name: copyName(name), user: userId, share_slug: '' },
    { requestKey: null },
  )
  return toSongSummary(copy)
}

export function useDuplicateSong(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => duplicateSong(id, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: songsQueryKeys.lists(userId) }),
  })
}
