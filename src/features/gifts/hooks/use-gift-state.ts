import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { userQueryOptions } from '@/features/auth'
import { getSession, useSession } from '@/lib/auth-session'
import { writeFriendshare } from '@/lib/cookies'
import { type GiftState, giftState, readGiverId, storesFriendshare } from '../gift-state'

// The landing's state for the current link and visitor; keeps the giver in the friendshare cookie.
export function useGiftState(): { state: GiftState; giverId: string | null } {
  const [search] = useSearchParams()
  const giverId = readGiverId(search)
  const session = useSession()
  const userId = session?.user.id
  // didTrial is read fresh from the server (refetched on mount), never from a stale copy.
  const needsRecord = Boolean(giverId && userId && giverId !== userId)
  const record = useQuery({
    ...userQueryOptions(userId ?? ''),
    enabled: needsRecord,
    refetchOnMount: 'always',
  })
  const settled = record.isFetchedAfterMount || record.isError
  const didTrial = settled ? Boolean(record.data?.didTrial ?? session?.user.didTrial) : undefined
  const state = giftState({ giverId, userId, didTrial })

  useEffect(() => {
    if (!giverId || !storesFriendshare(state)) return
    // Asks the live session again: one's own link is never kept, even if a render lagged behind.
    if (getSession()?.user.id === giverId) return
    writeFriendshare(giverId)
  }, [state, giverId])

  return { state, giverId }
}
