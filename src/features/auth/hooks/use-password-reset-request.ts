import { useAsyncAction } from '@/lib/use-async-action'
import { requestPasswordReset } from '../api/account-mail'

export function usePasswordResetRequest() {
  return useAsyncAction(requestPasswordReset)
}
