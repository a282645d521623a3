import { QueryClientContext } from '@tanstack/react-query'
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react'
import { type Access, getAccess, type PremiumStatus } from '@/lib/access'
import { type Session, useSession } from '@/lib/auth-session'
import { activePremiumQueryKey, isRefusedSession } from '../api/active-premium-key'
import { readLastPremium } from '../api/last-premium'

export type AccessState = {
  access: Access
  session: Session | null
  trialDaysLeft: number
  /** Signed in, and neither the server nor this device has told the plan yet. */
  checking: boolean
}

const noSubscription = () => () => {}

/**
 * The current visitor's access: the session and the plan's query (useActivePremium, kept by the
 * signed-in shell). It reads the query's cache without an observer of its own, so visitors' pages,
 * which never load react-query, use it too; until the query exists, the plan this device last had
 * confirmed stands in, as it does for the query's first data.
 */
export function useAccess(): AccessState {
  const session = useSession()
  const client = useContext(QueryClientContext)
  const userId = session?.user.id ?? ''
  const subscribe = useCallback(
    (onChange: () => void) => client?.getQueryCache().subscribe(onChange) ?? noSubscription(),
    [client],
  )
  const query = useSyncExternalStore(
    subscribe,
    () =>
      userId ? client?.getQueryState<PremiumStatus>(activePremiumQueryKey(userId)) : undefined,
    () => undefined,
  )
  const remembered = useMemo(() => (userId ? readLastPremium(userId) : undefined), [userId])
  if (!session) return { access: 'visitor', session, trialDaysLeft: 0, checking: false }
  const refused = isRefusedSession(query?.error)
  const status = refused ? undefined : (query?.data ?? remembered)
  return {
    access: getAccess(session, status),
    session,
    trialDaysLeft: status?.trialdaysleft ?? 0,
    checking: !status && !refused && (query?.status ?? 'pending') === 'pending',
  }
}
