import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import type { PremiumStatus } from '@/lib/access'
import { useSession } from '@/lib/auth-session'
import { FunctionError, postFunction } from '@/lib/functions'
import { activePremiumQueryKey, isRefusedSession, refusesSession } from './active-premium-key'
import { forgetPremium, readLastPremium, rememberPremium } from './last-premium'

const PremiumStatusSchema = v.object({
  premium: v.boolean(),
  trial: v.boolean(),
  trialdaysleft: v.optional(v.number(), 0),
})

/** The lookup's error, with the status that tells a refused session from an outage. */
export class PremiumLookupError extends Error {
  constructor(readonly status: number) {
    super('Network response was not ok')
  }
}

export async function getActivePremium(userId: string): Promise<PremiumStatus> {
  let answer: unknown
  try {
    answer = await postFunction('get-active-premium', { id: userId })
  } catch (error) {
    // A network failure stays what it is; an answer that is not OK is the lookup's error.
    if (!(error instanceof FunctionError) || error.status === 0) throw error
    if (refusesSession(error.status)) forgetPremium()
    throw new PremiumLookupError(error.status)
  }
  const status = v.parse(PremiumStatusSchema, answer)
  rememberPremium(userId, status)
  return status
}

export const activePremiumQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: activePremiumQueryKey(userId),
    queryFn: () => getActivePremium(userId),
    // The last confirmed plan shows at once (and stays while the server cannot be asked); it is
    // asked again on mount, as if stale.
    initialData: () => readLastPremium(userId),
    initialDataUpdatedAt: 0,
  })

// The plan's one observer, kept by the signed-in shell: it asks only while a valid session exists.
// Pages read the plan through useAccess; the account's plan section also offers a retry.
export function useActivePremium() {
  const session = useSession()
  const query = useQuery({
    ...activePremiumQueryOptions(session?.user.id ?? ''),
    enabled: session !== null,
  })
  return isRefusedSession(query.error) ? { ...query, data: undefined } : query
}
