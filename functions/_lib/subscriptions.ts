import type PocketBase from 'pocketbase'
import { latest, parsePocketBaseDate } from './dates.ts'
import { eduPremiumUntil } from './edu-licenses.ts'
import { RECORD_ID } from './fields.ts'
import { isNotFound } from './pocketbase.ts'

export interface Subscriber {
  id: string
  premium_until: string
  stripe_customer_id: string
}

/**
 * How a Stripe event changes premium_until:
 * extend - never earlier than now set (payments only ever add time);
 * set    - exactly the subscription's end, or cleared, though a running edu license still counts;
 * keep   - unchanged (only the customer id is recorded).
 */
export type PremiumChange =
  | { kind: 'extend'; until: Date }
  | { kind: 'set'; until: Date | undefined }
  | { kind: 'keep' }

const FIELDS = 'id,premium_until,stripe_customer_id'

// The user an event is about: by the user id we gave Stripe, else by the customer we stored.
export async function findSubscriber(
  pb: PocketBase,
  userId: string | null | undefined,
  customerId: string | undefined,
): Promise<Subscriber | undefined> {
  const users = pb.collection('users')
  if (userId && RECORD_ID.test(userId)) {
    try {
      return await users.getOne<Subscriber>(userId, { fields: FIELDS })
    } catch (error) {
      if (!isNotFound(error)) throw error
    }
  }
  if (!customerId) return undefined
  try {
    return await users.getFirstListItem<Subscriber>(
      pb.filter('stripe_customer_id = {:customerId}', { customerId }),
      { fields: FIELDS },
    )
  } catch (error) {
    if (isNotFound(error)) return undefined
    throw error
  }
}

export async function savePremium(
  pb: PocketBase,
  user: Subscriber,
  change: PremiumChange,
  customerId?: string,
): Promise<void> {
  const data: Record<string, string> = {}
  if (customerId && customerId !== user.stripe_customer_id) data.stripe_customer_id = customerId
  if (change.kind !== 'keep') {
    const current = parsePocketBaseDate(user.premium_until)
    const until =
      change.kind === 'extend'
        ? latest(current, change.until)
        : latest(change.until, await eduPremiumUntil(pb, user.id))
    data.premium_until = until?.toISOString() ?? ''
  }
  if (Object.keys(data).length > 0) await pb.collection('users').update(user.id, data)
}
