import type { ReactNode } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { useCommunityAccess } from '../hooks/use-community-access'
import { CommunityPitch } from './community-pitch'

/** Shows its page to premium and trial users; everyone else sees what the community offers. */
export function CommunityGate({ children }: { children: (userId: string) => ReactNode }) {
  const access = useCommunityAccess()
  if (access.status === 'checking')
    return <Spinner label="Checking your plan…" className="min-h-[50vh]" />
  if (access.status !== 'member') return <CommunityPitch signedIn={access.status === 'free'} />
  return children(access.userId)
}
