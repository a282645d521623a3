import * as v from 'valibot'
import { assertSameUser } from '../_lib/auth.ts'
import { daysLeft, isFuture, parsePocketBaseDate } from '../_lib/dates.ts'
import { recordId } from '../_lib/fields.ts'
import { handler } from '../_lib/handler.ts'
import { HttpError, json } from '../_lib/http.ts'
import { isNotFound, POCKETBASE_ENV, withAdmin } from '../_lib/pocketbase.ts'

export interface ActivePremium {
  premium: boolean
  trial: boolean
  trialdaysleft: number
}

const Body = v.object({ id: recordId('id') })

interface PremiumFields {
  premium_until?: string
  trial_until?: string
}

export function activePremium(record: PremiumFields, now = new Date()): ActivePremium {
  const premiumUntil = parsePocketBaseDate(record.premium_until)
  const trialUntil = parsePocketBaseDate(record.trial_until)
  const trial = isFuture(trialUntil, now)
  return {
    premium: isFuture(premiumUntil, now),
    trial,
    trialdaysleft: trial ? daysLeft(trialUntil, now) : 0,
  }
}

// POST /api/get-active-premium {id}: the caller's own premium and trial status.
export const onRequest = handler(
  { methods: ['POST'], env: POCKETBASE_ENV, body: Body, auth: true },
  async ({ env, body, user }) => {
    assertSameUser(user, body.id)
    // Read as admin so the answer never depends on the user's view rules or a stale copy.
    const record = await withAdmin(env, (pb) =>
      pb
        .collection('users')
        .getOne<PremiumFields>(body.id, { fields: 'id,premium_until,trial_until' }),
    ).catch((error: unknown) => {
      if (isNotFound(error)) throw new HttpError(404, 'User not found.')
      throw error
    })
    return json(activePremium(record))
  },
)
