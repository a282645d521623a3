import { createContext, useContext } from 'react'
import { type Access, getAccess, type PremiumStatus } from '@/lib/access'
import { type Session, useSession } from '@/lib/auth-session'

export type AccessState = { access: Access; session: Session | null; trialDaysLeft: number }

/**
 * The signed-in user's premium status, provided by the app shell, which asks the server only while
 * someone is signed in (useActivePremium): visitors' pages never load react-query.
 */
export const PremiumStatusContext = createContext<PremiumStatus | undefined>(undefined)

export function accessState(session: Session | null, status?: PremiumStatus): AccessState {
  const data = session ? status : undefined
  return { access: getAccess(session, data), session, trialDaysLeft: data?.trialdaysleft ?? 0 }
}

// The current visitor's access, from the session and the server's premium status.
export function useAccess(): AccessState {
  return accessState(useSession(), useContext(PremiumStatusContext))
}
