import { useMutation, useQueryClient } from '@tanstack/react-query'
import { pb } from '@/lib/pocketbase'
import { normalizeSongName, songNameProblem } from '../song-name'
import { type SongRow, type SongSummary, toSongSummary } from '../song-summary'
import { songsQueryKeys } from './songs-query-keys'

export class SongNameError extends Error {}

export async function renameSong(id: string, name: string): Promise<SongSummary> {
  const problem = songNameProblem(name)
  if (problem) throw new SongNameError(problem)
  const record = await pb
    .collection('songs')
    .update<SongRow>(id, { name: normalizeSongName(name) }, { requestKey: null })
  return toSongSummary(record)
}

export function useRenameSong(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameSong(id, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: songsQueryKeys.lists(userId) }),
  })
}
