import { useMutation, useQueryClient } from '@tanstack/react-query'
import { cowriterRoute, type Invitation } from './cowriter-routes'
import { cowritersQueryOptions } from './list-cowriters'

/** Mails `email` a link to write the song with its owner; inviting again sends a fresh link. */
export const inviteCowriter = (songId: string, email: string) =>
  cowriterRoute<Invitation>('invite', { song: songId, email })

export function useInviteCowriter(songId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (email: string) => inviteCowriter(songId, email),
    onSuccess: () => client.invalidateQueries({ queryKey: cowritersQueryOptions(songId).queryKey }),
  })
}
