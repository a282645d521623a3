import { queryOptions } from '@tanstack/react-query'
import { confirmVerification } from './account-mail'

// Confirming is idempotent, so it runs as a query: opening the page (or StrictMode's second mount)
// asks the server once, and nothing refetches it behind the user's back.
export const confirmVerificationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'confirm-verification', token],
    queryFn: () => confirmVerification(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  })
