import { useActivePremium } from '@/features/premium'
import { getAccess, hasPremiumFeatures } from '@/lib/access'
import { useSession } from '@/lib/auth-session'

export type CommunityAccess =
  | { status: 'checking' }
  | { status: 'visitor' }
  | { status: 'free' }
  | { status: 'member'; userId: string }

/** Who may open the community (premium and trial users), from the server's answer. */
export function useCommunityAccess(): CommunityAccess {
  const session = useSession()
  const premium = useActivePremium()
  if (!session) return { status: 'visitor' }
  if (premium.isPending) return { status: 'checking' }
  return hasPremiumFeatures(getAccess(session, premium.data))
    ? { status: 'member', userId: session.user.id }
    : { status: 'free' }
}
