import { useEffect } from 'react'
import { useRefreshSessionUser, useSignOut } from '@/features/auth'
import { useActivePremium } from '@/features/premium'

type SessionEffectsProps = {
  signOutPending: boolean
  onSignOutDone: () => void
}

// The shell's signed-in work, in a chunk of its own: visitors never load the auth feature, the SDK
// or react-query. A sign-out asked for before this chunk arrived runs as soon as it does.
export function SessionEffects({ signOutPending, onSignOutDone }: SessionEffectsProps) {
  useRefreshSessionUser()
  const signOut = useSignOut()
  // The plan's one observer: it keeps the query that every useAccess() reads asked and fresh.
  useActivePremium()
  useEffect(() => {
    if (!signOutPending) return
    onSignOutDone()
    signOut()
  }, [signOutPending, onSignOutDone, signOut])
  return null
}
