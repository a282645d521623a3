import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import type { PremiumStatus } from '@/lib/access'
import { getSession, useSession } from '@/lib/auth-session'

const ENDPOINT = '/api/get-active-premium'

const PremiumStatusSchema = v.object({
  premium: v.boolean(),
  trial: v.boolean(),
  trialdaysleft: v.optional(v.number(), 0),
})

export async function getActivePremium(userId: string): Promise<PremiumStatus> {
  const response = await fetch(ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: getSession()?.token ?? '' },
    body: JSON.stringify({ id: userId }),
  })
  if (!response.ok) throw new Error('Network response was not ok')
  return v.parse(PremiumStatusSchema, await response.json())
}

export const activePremiumQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['premium', 'active', userId],
    queryFn: () => getActivePremium(userId),
  })

// Asks only while a valid session exists; signed out, there is nothing to ask.
export function useActivePremium() {
  const session = useSession()
  return useQuery({
    ...activePremiumQueryOptions(session?.user.id ?? ''),
    enabled: session !== null,
  })
}
