import type PocketBase from 'pocketbase'
import * as v from 'valibot'
import { clearCookie, readCookie } from '../_lib/cookies.ts'
import { addDays, daysLeft } from '../_lib/dates.ts'
import { RECORD_ID } from '../_lib/fields.ts'
import { handler } from '../_lib/handler.ts'
import { HttpError, json } from '../_lib/http.ts'
import { isNotFound, isUniqueViolation, POCKETBASE_ENV, withAdmin } from '../_lib/pocketbase.ts'

export interface ClaimedGift {
  trial: true
  trial_until: string
  trialdaysleft: number
}

export const TRIAL_DAYS = 30
export const FRIENDSHARE_COOKIE = 'friendshare'

// The gift landing's wording (product spec §2, Gift landing).
export const FROM_SELF = 'This gift seems to come from yourself.'
export const DID_TRIAL = "It seems you've already had a trial period."

// The claim carries nothing; the giver comes from the friendshare cookie.
const Body = v.object({})

// POST /api/claim-gift: gives the caller the 30-day trial their friendshare cookie promises, once.
export const onRequest = handler(
  { methods: ['POST'], env: POCKETBASE_ENV, body: Body, allowEmptyBody: true, auth: true },
  async ({ env, request, user }) => {
    const giverId = readCookie(request, FRIENDSHARE_COOKIE)
    if (!giverId || !RECORD_ID.test(giverId)) throw new HttpError(400, 'No gift to claim.')
    if (giverId === user.id) throw new HttpError(409, FROM_SELF)

    const trialUntil = await withAdmin(env, (pb) => claim(pb, giverId, user.id))
    const body: ClaimedGift = {
      trial: true,
      trial_until: trialUntil.toISOString(),
      trialdaysleft: daysLeft(trialUntil, new Date()),
    }
    return json(body, 200, { 'Set-Cookie': clearCookie(FRIENDSHARE_COOKIE) })
  },
)

async function claim(pb: PocketBase, giverId: string, receiverId: string): Promise<Date> {
  const users = pb.collection('users')
  const receiver = await users
    .getOne<{ didTrial?: boolean }>(receiverId, { fields: 'didTrial' })
    .catch((error: unknown) => {
      if (isNotFound(error)) throw new HttpError(404, 'User not found.')
      throw error
    })
  if (receiver.didTrial) throw new HttpError(409, DID_TRIAL)
  await users.getOne(giverId, { fields: 'id' }).catch((error: unknown) => {
    if (isNotFound(error)) throw new HttpError(404, 'This gift link is not valid.')
    throw error
  })

  // The unique index on receiver lets exactly one of several concurrent claims through.
  const gift = await pb
    .collection('gifts')
    .create({ giver: giverId, receiver: receiverId })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'receiver')) throw new HttpError(409, DID_TRIAL)
      throw error
    })

  const trialUntil = addDays(new Date(), TRIAL_DAYS)
  try {
    await users.update(receiverId, { trial_until: trialUntil.toISOString(), didTrial: true })
  } catch (error) {
    // Without the trial the gift must not count, or a retry would be refused as a second claim.
    await pb
      .collection('gifts')
      .delete(gift.id)
      .catch(() => undefined)
    throw error
  }
  return trialUntil
}
