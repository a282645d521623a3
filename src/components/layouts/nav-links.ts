import { paths } from '@/config/paths'
import { type Access, hasPremiumFeatures } from '@/lib/access'

export type NavLinkItem = { to: string; label: string; badge?: string }

// Write and Community only for premium or trial; Learn for everyone.
export function getNavLinks(access: Access): NavLinkItem[] {
  const learn = { to: paths.learn.getHref(), label: 'Learn' }
  if (!hasPremiumFeatures(access)) return [learn]
  return [
    { to: paths.write.getHref(), label: 'Write' },
    { to: paths.community.getHref(), label: 'Community', badge: 'new!' },
    learn,
  ]
}

export function trialNote(daysLeft: number): string {
  return `Your trial ends in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`
}

// The first letter of the name, uppercased; the e-mail stands in for a missing name.
export function avatarLetter(name: string | undefined, email?: string): string {
  const first = Array.from((name ?? '').trim() || (email ?? '').trim())[0]
  return first ? first.toLocaleUpperCase() : '?'
}
