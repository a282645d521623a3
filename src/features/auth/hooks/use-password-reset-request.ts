import { useMutation } from '@tanstack/react-query'
import { requestPasswordReset } from '../api/account-mail'

export function usePasswordResetRequest() {
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(email) })
}
