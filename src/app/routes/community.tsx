import { CommunityGate, CommunityPage } from '@/features/community'

export function Component() {
  return <CommunityGate>{(userId) => <CommunityPage userId={userId} />}</CommunityGate>
}
