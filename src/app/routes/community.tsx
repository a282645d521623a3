import { lazy, Suspense } from 'react'
import { Seo } from '@/components/seo/seo'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { CommunityGate, CommunityPage, CommunityPitch } from '@/features/community'
import { useSession } from '@/lib/auth-session'
import { loadQueryClient } from '../query-client'

// A signed-in user's community asks the server (the plan, the songs) with react-query's client,
// loaded for it. A visitor's page needs neither: it is prerendered and hydrates without them.
const MemberCommunity = lazy(() =>
  loadQueryClient().then(() => ({
    default: () => <CommunityGate>{(userId) => <CommunityPage userId={userId} />}</CommunityGate>,
  })),
)

export function Component() {
  const session = useSession()
  if (!session) {
    return (
      <>
        <Seo
          title="Community"
          description="Songs published by Songpad members, to play, transpose, like and copy."
          path={paths.community.getHref()}
        />
        <CommunityPitch signedIn={false} />
      </>
    )
  }
  return (
    <Suspense fallback={<Spinner label="Checking your plan…" className="min-h-[50vh]" />}>
      <MemberCommunity />
    </Suspense>
  )
}
