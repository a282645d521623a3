import { paths } from '@/config/paths'
import { type Access, hasPremiumFeatures } from '@/lib/access'

type Where = { access: Access; hasGift: boolean }

// After the welcome: a waiting gift is claimed on the account page; premium and trial users
// open the editor (their first song); everyone else sees their plan on the account page.
export function onboardingDestination({ access, hasGift }: Where): string {
  if (hasGift) return paths.account.getHref()
  return hasPremiumFeatures(access) ? paths.write.getHref() : paths.account.getHref()
}
