import type PocketBase from 'pocketbase'
import * as v from 'valibot'
import { clearCookie, readCookie } from '../_lib/cookies.ts'
import { addDays, daysLeft, parsePocketBaseDate } from '../_lib/dates.ts'
import { RECORD_ID } from '../_lib/fields.ts'
import { handler } from '../_lib/handler.ts'
import { HttpError, json } from '../_lib/http.ts'
import { isNotFound, isUniqueViolation, POCKETBASE_ENV, withAdmin } from '../_lib/pocketbase.ts'
import { trialAddressHash } from '../_lib/trial-addresses.ts'
import { CONFIRM_ADDRESS_FIRST } from '../_lib/verified.ts'

export interface ClaimedGift {
  trial: true
  trial_until: string
  trialdaysleft: number
}

export const TRIAL_DAYS = 30
// How many trials one giver's link grants in any GIFT_WINDOW_DAYS days.
export const GIFTS_PER_GIVER_PER_WINDOW = 10
export const GIFT_WINDOW_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000
export const FRIENDSHARE_COOKIE = 'friendshare'

// The gift landing's wording.
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
    .getOne<{ didTrial?: boolean; verified?: boolean; email?: string }>(receiverId, {
      fields: 'didTrial,verified,email',
    })
    .catch((error: unknown) => {
      if (isNotFound(error)) throw new HttpError(404, 'User not found.')
      throw error
    })
  // An unconfirmed account costs nothing to make: the trial goes to a confirmed address only.
  if (!receiver.verified) throw new HttpError(403, CONFIRM_ADDRESS_FIRST)
  if (receiver.didTrial) throw new HttpError(409, DID_TRIAL)
  await users.getOne(giverId, { fields: 'id' }).catch((error: unknown) => {
    if (isNotFound(error)) throw new HttpError(404, 'This gift link is not valid.')
    throw error
  })
  await assertGiverHasTrialsLeft(pb, giverId)

  // Undone in reverse if a later step fails, so a retry is not refused as a second claim.
  const undo: (() => Promise<unknown>)[] = []
  try {
    // The unique index on receiver lets exactly one of several concurrent claims through.
    const gift = await pb
      .collection('gifts')
      .create({ giver: giverId, receiver: receiverId })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'receiver')) throw new HttpError(409, DID_TRIAL)
        throw error
      })
    undo.push(() => pb.collection('gifts').delete(gift.id))

    // Outlives the account: the same address registered again gets no second trial.
    const address = await pb
      .collection('trial_addresses')
      .create({ email_hash: await trialAddressHash(receiver.email ?? '') })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'email_hash')) throw new HttpError(409, DID_TRIAL)
        throw error
      })
    undo.push(() => pb.collection('trial_addresses').delete(address.id))

    const trialUntil = addDays(new Date(), TRIAL_DAYS)
    await users.update(receiverId, { trial_until: trialUntil.toISOString(), didTrial: true })
    return trialUntil
  } catch (error) {
    for (const step of undo.reverse()) await step().catch(() => undefined)
    throw error
  }
}

const inDays = (days: number) => (days === 1 ? '1 day' : `${days} days`)

// One link shared widely gives a bounded number of trials in any 30 days.
async function assertGiverHasTrialsLeft(pb: PocketBase, giverId: string): Promise<void> {
  const since = new Date(Date.now() - GIFT_WINDOW_DAYS * DAY_MS)
  const recent = await pb.collection('gifts').getList<{ created: string }>(1, 1, {
    filter: pb.filter('giver = {:giverId} && created >= {:since}', {
      giverId,
      since: since.toISOString().replace('T', ' '),
    }),
    sort: 'created',
    fields: 'created',
  })
  const oldest = parsePocketBaseDate(recent.items[0]?.created)
  if (recent.totalItems < GIFTS_PER_GIVER_PER_WINDOW || !oldest) return
  const freeAgain = addDays(oldest, GIFT_WINDOW_DAYS)
  const seconds = Math.max(1, Math.ceil((freeAgain.getTime() - Date.now()) / 1000))
  throw new HttpError(
    429,
    `This gift link has given its ${GIFTS_PER_GIVER_PER_WINDOW} trials for this month: try again in ${inDays(daysLeft(freeAgain, new Date()))}, or ask another friend for theirs.`,
    { 'Retry-After': String(seconds) },
  )
}
