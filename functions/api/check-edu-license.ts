import type PocketBase from 'pocketbase'
import * as v from 'valibot'
import { assertOwnEmail, assertSameUser } from '../_lib/auth.ts'
import { isFuture, latest, parsePocketBaseDate } from '../_lib/dates.ts'
import { findLicense, grantedLicense, releaseSeat, takeSeat } from '../_lib/edu-licenses.ts'
import { email, recordId } from '../_lib/fields.ts'
import { handler } from '../_lib/handler.ts'
import { HttpError, json } from '../_lib/http.ts'
import { isNotFound, POCKETBASE_ENV, withAdmin } from '../_lib/pocketbase.ts'
import { isVerified } from '../_lib/verified.ts'

// unverified: the seat waits until the address is confirmed; the app asks again then.
export type EduRefusal =
  | 'unverified'
  | 'no-license'
  | 'expired'
  | 'no-seats'
  | 'already-premium-longer'

export type EduLicenseAnswer =
  | { granted: true; premium_until: string; domain: string }
  | { granted: false; reason: EduRefusal }

const Body = v.object({ email: email('email'), id: recordId('id') })

// POST /api/check-edu-license {email, id}: premium for users of a school with an edu license.
export const onRequest = handler(
  { methods: ['POST'], env: POCKETBASE_ENV, body: Body, auth: true },
  async ({ env, body, user }) => {
    assertSameUser(user, body.id)
    assertOwnEmail(user, body.email)
    return json(await withAdmin(env, (pb) => checkLicense(pb, user.id, body.email)))
  },
)

const refuse = (reason: EduRefusal): EduLicenseAnswer => ({ granted: false, reason })

async function checkLicense(
  pb: PocketBase,
  userId: string,
  mail: string,
): Promise<EduLicenseAnswer> {
  // Anyone can type a school's domain: only a confirmed address may take one of its seats.
  if (!(await isVerified(pb, userId))) return refuse('unverified')
  const now = new Date()
  // A second call for the same user answers from the seat it already holds.
  const held = await grantedLicense(pb, userId)
  if (held) {
    return isFuture(held.validUntil, now)
      ? grant(pb, userId, held.domain, held.validUntil)
      : refuse('expired')
  }

  const license = await findLicense(pb, mail)
  if (!license) return refuse('no-license')
  if (!isFuture(license.validUntil, now)) return refuse('expired')
  const premiumUntil = await currentPremium(pb, userId)
  // A seat would add nothing; keep it for someone else.
  if (premiumUntil && premiumUntil.getTime() >= license.validUntil.getTime()) {
    // A parallel call for this user may have taken a seat and granted its premium meanwhile.
    const heldNow = await grantedLicense(pb, userId)
    if (heldNow && isFuture(heldNow.validUntil, now)) {
      return grant(pb, userId, heldNow.domain, heldNow.validUntil)
    }
    return refuse('already-premium-longer')
  }

  const seat = await takeSeat(pb, license, userId)
  if (seat === 'no-seats') return refuse('no-seats')
  try {
    return await grant(pb, userId, license.domain, license.validUntil)
  } catch (error) {
    // A seat without the premium it stands for would be lost to the school.
    if (seat === 'granted') await releaseSeat(pb, userId).catch(() => undefined)
    throw error
  }
}

async function currentPremium(pb: PocketBase, userId: string): Promise<Date | undefined> {
  const record = await pb
    .collection('users')
    .getOne(userId, { fields: 'premium_until' })
    .catch((error: unknown) => {
      if (isNotFound(error)) throw new HttpError(404, 'User not found.')
      throw error
    })
  return parsePocketBaseDate(record.premium_until)
}

// Premium runs to the license's end, unless the user already has it for longer.
async function grant(
  pb: PocketBase,
  userId: string,
  domain: string,
  validUntil: Date,
): Promise<EduLicenseAnswer> {
  const current = await currentPremium(pb, userId)
  const until = latest(current, validUntil) ?? validUntil
  if (until !== current) {
    await pb.collection('users').update(userId, { premium_until: until.toISOString() })
  }
  return { granted: true, premium_until: until.toISOString(), domain }
}
