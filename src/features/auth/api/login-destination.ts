import type { QueryClient } from '@tanstack/react-query'
import { paths } from '@/config/paths'
import { activePremiumQueryOptions } from '@/features/premium'

// Spec §4 "Login success": premium goes to /write, anything else (or an unknown status) to /account.
export async function loginDestination(queryClient: QueryClient, userId: string): Promise<string> {
  try {
    // One retry, not the app's three with backoff: the user is waiting on the Login button.
    const status = await queryClient.fetchQuery({ ...activePremiumQueryOptions(userId), retry: 1 })
    return status.premium ? paths.write.getHref() : paths.account.getHref()
  } catch {
    return paths.account.getHref()
  }
}
