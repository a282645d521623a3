import { useMutation } from '@tanstack/react-query'
import { pb } from '@/lib/pocketbase'

export function useResendVerification(email: string) {
  return useMutation({
    mutationFn: () => pb.collection('users').requestVerification(email, { requestKey: null }),
  })
}

// PocketBase mails a link to the new address; the address changes only once it is opened.
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (newEmail: string) =>
      pb
        .collection('users')
        .requestEmailChange(newEmail.trim().toLowerCase(), { requestKey: null }),
  })
}
