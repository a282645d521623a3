import { useMutation } from '@tanstack/react-query'
import { pb } from '@/lib/pocketbase'

export type PasswordChange = { oldPassword: string; password: string }
type Account = { id: string; email: string }

export async function changePassword(user: Account, { oldPassword, password }: PasswordChange) {
  const users = pb.collection('users')
  await users.update(
    user.id,
    { oldPassword, password, passwordConfirm: password },
    { requestKey: null },
  )
  // A new password invalidates every token, this one too: sign in again to stay signed in.
  await users.authWithPassword(user.email, password, { requestKey: null })
}

export function useChangePassword(user: Account) {
  return useMutation({ mutationFn: (change: PasswordChange) => changePassword(user, change) })
}
