import { useMutation, useQueryClient } from '@tanstack/react-query'
import { normalizeSongName, songNameProblem } from '../song-name'
import { type SongRow, type SongSummary, toSongSummary } from '../song-summary'
import { songsQueryKeys } from './songs-query-keys'
import { updateSongFields } from './update-song-fields'

export class SongNameError extends Error {}

export async function renameSong(id: string, name: string): Promise<SongSummary> {
  const problem = songNameProblem(name)
  if (problem) throw new SongNameError(problem)
  const record = await updateSongFields<SongRow>(id, { name: normalizeSongName(name) })
  return toSongSummary(record)
}

export function useRenameSong(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameSong(id, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: songsQueryKeys.lists(userId) }),
  })
}
