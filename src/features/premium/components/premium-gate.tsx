import type { ReactNode } from 'react'
import { hasPremiumFeatures } from '@/lib/access'
import { useAccess } from '../hooks/use-access'

type PremiumGateProps = {
  /** What a visitor gets: a pitch, or a way to sign in. */
  signedOut: ReactNode
  /** Shown while neither the server nor this device has told the plan. */
  checking: ReactNode
  /** What a signed-in user without premium or a trial (never bought, or over) is offered. */
  upgrade: ReactNode
  /** The part itself, for a premium or trial user. */
  children: (userId: string) => ReactNode
}

/** The one gate of the parts that come with premium and the trial (the editor, the community). */
export function PremiumGate({ signedOut, checking, upgrade, children }: PremiumGateProps) {
  const { access, session, checking: planUnknown } = useAccess()
  if (!session) return signedOut
  if (planUnknown) return checking
  return hasPremiumFeatures(access) ? children(session.user.id) : upgrade
}
