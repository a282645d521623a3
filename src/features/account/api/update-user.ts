import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { userQueryOptions } from '@/features/auth'
import { updateSessionUser } from '@/lib/auth-session'
import { pb } from '@/lib/pocketbase'
import type { AccountUser, UserChanges } from '../types'

export function updateUser(id: string, changes: UserChanges): Promise<AccountUser> {
  return pb.collection('users').update<AccountUser>(id, changes, { requestKey: null })
}

// The saved record becomes the cached user and the session's copy, so the nav agrees at once.
export function storeUser(queryClient: QueryClient, user: AccountUser): void {
  queryClient.setQueryData(userQueryOptions(user.id).queryKey, user)
  updateSessionUser(user)
}

export function useUpdateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UserChanges }) => updateUser(id, changes),
    onSuccess: (user) => storeUser(queryClient, user),
  })
}
