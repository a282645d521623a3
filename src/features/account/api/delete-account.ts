import { useMutation } from '@tanstack/react-query'
import { pb } from '@/lib/pocketbase'

// A plain request, not the SDK's delete: that one clears the session at once, and the account
// page would bounce to /auth before it can leave for the home page (the shell signs out there).
// PocketBase deletes the user's songs with them (cascade).
export function deleteAccount(userId: string): Promise<unknown> {
  return pb.send(`/api/collections/users/records/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    requestKey: null,
  })
}

export function useDeleteAccount(userId: string) {
  return useMutation({ mutationFn: () => deleteAccount(userId) })
}
