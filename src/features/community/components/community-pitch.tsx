import { FeaturePitch, UpgradePitch } from '@/components/pitch/feature-pitch'
import { paths } from '@/config/paths'

const COMMUNITY_FEATURES = [
  ['Songs from other writers', 'Browse what members publish, newest or most liked first.'],
  ['Play and transpose', 'Hear any song on piano, guitar or ukulele, in the key that suits you.'],
  ['Copy to your songs', 'Make a song your own starting point in the editor.'],
  ['Publish yours', 'List a song for every member from the editor, and take it down any time.'],
] as const

/** What the community offers a visitor or a user without premium, and the way in. */
export function CommunityPitch({ signedIn }: { signedIn: boolean }) {
  return signedIn ? (
    <UpgradePitch title="The Songpad community" part="community" features={COMMUNITY_FEATURES} />
  ) : (
    <FeaturePitch
      badge="Members"
      title="The Songpad community"
      intro="Songs published by Songpad members, to play, like and copy. Sign in to join them:"
      features={COMMUNITY_FEATURES}
      action={{ to: paths.auth.getHref(), label: 'Sign in or create an account' }}
    />
  )
}
