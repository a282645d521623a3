import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import type { PremiumStatus } from '@/lib/access'
import { getSession, useSession } from '@/lib/auth-session'
import { forgetPremium, readLastPremium, rememberPremium } from './last-premium'

const ENDPOINT = '/api/get-active-premium'

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

const refusesSession = (status: number) => status === 401 || status === 403

export async function getActivePremium(userId: string): Promise<PremiumStatus> {
  const response = await fetch(ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: getSession()?.token ?? '' },
    body: JSON.stringify({ id: userId }),
  })
  if (!response.ok) {
    if (refusesSession(response.status)) forgetPremium()
    throw new PremiumLookupError(response.status)
  }
  const status = v.parse(PremiumStatusSchema, await response.json())
  rememberPremium(userId, status)
  return status
}

export const activePremiumQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['premium', 'active', userId],
    queryFn: () => getActivePremium(userId),
    // The last confirmed plan shows at once (and stays while the server cannot be asked); it is
    // asked again on mount, as if stale.
    initialData: () => readLastPremium(userId),
    initialDataUpdatedAt: 0,
  })

// Asks only while a valid session exists; signed out, there is nothing to ask. A session the
// server refuses turns premium off, whatever was remembered.
export function useActivePremium() {
  const session = useSession()
  const query = useQuery({
    ...activePremiumQueryOptions(session?.user.id ?? ''),
    enabled: session !== null,
  })
  const refused = query.error instanceof PremiumLookupError && refusesSession(query.error.status)
  return refused ? { ...query, data: undefined } : query
}
