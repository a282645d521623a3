import { activePremiumQueryOptions } from '@/features/premium'
import { queryClient } from '@/lib/react-query'

// Asked through the app's one query client (the one the shell provides): the signed-in shell's own
// request for this status joins it, and the next page finds the answer cached. One retry, not the
// app's three with backoff: the user is waiting on the Login button.
export const fetchLoginPremiumStatus = (userId: string) =>
  queryClient.fetchQuery({ ...activePremiumQueryOptions(userId), retry: 1 })
