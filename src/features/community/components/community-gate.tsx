import type { ReactNode } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { PremiumGate } from '@/features/premium'
import { CommunityPitch } from './community-pitch'

/** Shows its page to premium and trial users; everyone else sees what the community offers. */
export function CommunityGate({ children }: { children: (userId: string) => ReactNode }) {
  return (
    <PremiumGate
      signedOut={<CommunityPitch signedIn={false} />}
      checking={<Spinner label="Checking your plan…" className="min-h-[50vh]" />}
      upgrade={<CommunityPitch signedIn />}
    >
      {children}
    </PremiumGate>
  )
}
