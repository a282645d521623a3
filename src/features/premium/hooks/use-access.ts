import { type Access, getAccess } from '@/lib/access'
import { type Session, useSession } from '@/lib/auth-session'
import { useActivePremium } from '../api/get-active-premium'

export type AccessState = { access: Access; session: Session | null; trialDaysLeft: number }

// The current visitor's access, from the session and the server's premium status.
export function useAccess(): AccessState {
  const session = useSession()
  const { data } = useActivePremium()
  return { access: getAccess(session, data), session, trialDaysLeft: data?.trialdaysleft ?? 0 }
}
