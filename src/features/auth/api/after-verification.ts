import { MAILING_LISTS } from '@/config/constants'
import type { SessionUser } from '@/lib/auth-session'
import { getUser } from './get-user'
import { addEmailListMember, checkEduLicense } from './product-functions'

// What waited for a confirmed address: a school's edu seat and the mailing lists, which the server
// gives a confirmed address only. Each asks again whatever registration already asked; failures
// are ignored as registration ignores them (the account page can add the newsletter later).
export async function completeVerification(session: SessionUser): Promise<void> {
  const user = await getUser(session.id)
  const quietly = (work: () => Promise<unknown>) => work().catch(() => undefined)
  await quietly(() => checkEduLicense({ id: user.id, email: user.email }))
  const member = { email: user.email, name: user.name ?? '' }
  await quietly(() => addEmailListMember(member, MAILING_LISTS.all))
  if (user.subscribed_to_email_member) {
    await quietly(() => addEmailListMember(member, MAILING_LISTS.newsletter))
  }
}

/**
 * On sign-in: an address confirmed on another device, or with the page signed out, still gets the
 * edu seat that waited for it. The server grants it once and answers again without a second seat.
 */
export async function claimWaitingEduSeat(user: SessionUser): Promise<void> {
  if (!user.verified || !user.email) return
  await checkEduLicense({ id: user.id, email: user.email }).catch(() => undefined)
}
