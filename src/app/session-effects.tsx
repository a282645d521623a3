import { useEffect } from 'react'
import { useRefreshSessionUser, useSignOut } from '@/features/auth'
import { useActivePremium } from '@/features/premium'
import type { PremiumStatus } from '@/lib/access'

type SessionEffectsProps = {
  userId: string
  signOutPending: boolean
  onSignOutDone: () => void
  onPremiumStatus: (userId: string, status: PremiumStatus) => void
}

// The shell's signed-in work, in a chunk of its own: visitors never load the auth feature, the SDK
// or react-query. A sign-out asked for before this chunk arrived runs as soon as it does.
export function SessionEffects({
  userId,
  signOutPending,
  onSignOutDone,
  onPremiumStatus,
}: SessionEffectsProps) {
  useRefreshSessionUser()
  const signOut = useSignOut()
  const { data } = useActivePremium()
  useEffect(() => {
    if (data) onPremiumStatus(userId, data)
  }, [data, userId, onPremiumStatus])
  useEffect(() => {
    if (!signOutPending) return
    onSignOutDone()
    signOut()
  }, [signOutPending, onSignOutDone, signOut])
  return null
}
