// The one access policy: nav, guards and tests all ask it.
export type Access = 'visitor' | 'free' | 'trial' | 'premium'

export type PremiumStatus = { premium: boolean; trial: boolean; trialdaysleft: number }

export function getAccess(
  session: { token: string } | null,
  premiumStatus: PremiumStatus | undefined,
): Access {
  if (!session) return 'visitor'
  if (premiumStatus?.premium) return 'premium'
  if (premiumStatus?.trial) return 'trial'
  return 'free'
}

// Write, Community and the gradient bar are for premium and trial users.
export const hasPremiumFeatures = (access: Access): boolean =>
  access === 'premium' || access === 'trial'

export const isSignedIn = (access: Access): boolean => access !== 'visitor'
