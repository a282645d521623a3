import { paths } from '@/config/paths'
import {
  AccountGate,
  AccountLayout,
  DangerZoneSection,
  DataSection,
  NewsletterSection,
  ProfileSection,
  type SectionLink,
  SecuritySection,
} from '@/features/account'
import { useSignOut } from '@/features/auth'
import { PlanSection } from '@/features/checkout'
import { ClaimGiftSection, GiftLinkSection } from '@/features/gifts'

const HEAD = {
  title: 'Account',
  description: 'Your Songpad profile, plan, gift link, newsletter, password and data.',
  path: paths.account.getHref(),
}

const SECTIONS: SectionLink[] = [
  { id: 'profile', title: 'Profile' },
  { id: 'plan', title: 'Plan' },
  { id: 'gift-a-trial', title: 'Gift a trial' },
  { id: 'newsletter', title: 'Newsletter' },
  { id: 'security', title: 'Security' },
  { id: 'your-data', title: 'Your data' },
  { id: 'danger-zone', title: 'Danger zone' },
]

export function Component() {
  const signOut = useSignOut()
  return (
    <AccountGate head={HEAD}>
      {(user) => (
        <AccountLayout user={user} sections={SECTIONS} onSignOut={signOut}>
          <ClaimGiftSection userId={user.id} />
          {/* Keyed by user: the forms start from the record they were opened with. */}
          <ProfileSection key={user.id} user={user} />
          <PlanSection premiumUntil={user.premium_until} trialUntil={user.trial_until} />
          <GiftLinkSection userId={user.id} />
          <NewsletterSection user={user} />
          <SecuritySection user={user} />
          <DataSection user={user} />
          <DangerZoneSection user={user} />
        </AccountLayout>
      )}
    </AccountGate>
  )
}
