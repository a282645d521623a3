import { useMutation, useQueryClient } from '@tanstack/react-query'
import { cowriterRoute } from './cowriter-routes'
import { cowritersQueryOptions } from './list-cowriters'

/** The owner removes a co-writer or withdraws an invitation; a co-writer leaves. Access ends at once. */
export const removeCowriter = (id: string) => cowriterRoute<{ removed: true }>('remove', { id })

export function useRemoveCowriter(songId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: removeCowriter,
    onSuccess: () => client.invalidateQueries({ queryKey: cowritersQueryOptions(songId).queryKey }),
  })
}
