import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { isFuture, parsePocketBaseDate } from './dates.ts'
import { HttpError } from './http.ts'
import { isNotFound, isUniqueViolation } from './pocketbase.ts'

export interface EduLicense {
  id: string
  domain: string
  seats: number
  validUntil: Date | undefined
}

export type SeatResult = 'granted' | 'no-seats' | 'already-granted'

// Every seat a concurrent caller takes costs the others one retry; beyond this, give up clearly.
const MAX_SEAT_ATTEMPTS = 25

function toLicense(record: RecordModel): EduLicense {
  return {
    id: record.id,
    domain: String(record.domain),
    seats: Number(record.seats) || 0,
    validUntil: parsePocketBaseDate(record.valid_until),
  }
}

// "cs.school.test" is covered by a license for "cs.school.test" or "school.test", never by "test" alone.
export function licenseDomains(email: string): string[] {
  const labels = email
    .slice(email.lastIndexOf('@') + 1)
    .toLowerCase()
    .split('.')
  const domains: string[] = []
  for (let start = 0; start < labels.length - 1; start++)
    domains.push(labels.slice(start).join('.'))
  return domains
}

// The most specific license for the e-mail's domain, if any.
export async function findLicense(pb: PocketBase, email: string): Promise<EduLicense | undefined> {
  const domains = licenseDomains(email)
  if (domains.length === 0) return undefined
  const params = Object.fromEntries(domains.map((domain, index) => [`d${index}`, domain]))
  const filter = pb.filter(domains.map((_, index) => `domain = {:d${index}}`).join(' || '), params)
  const records = await pb.collection('edu_licenses').getFullList({ filter })
  const licenses = records.map(toLicense)
  return licenses.sort((a, b) => b.domain.length - a.domain.length)[0]
}

// The license a user already holds a seat of, if any.
export async function grantedLicense(
  pb: PocketBase,
  userId: string,
): Promise<EduLicense | undefined> {
  try {
    const grant = await pb
      .collection('edu_grants')
      .getFirstListItem(pb.filter('user = {:userId}', { userId }), { expand: 'license' })
    const license = grant.expand?.license as RecordModel | undefined
    return license ? toLicense(license) : undefined
  } catch (error) {
    if (isNotFound(error)) return undefined
    throw error
  }
}

// When a running edu license keeps the user premium, regardless of any subscription.
export async function eduPremiumUntil(pb: PocketBase, userId: string): Promise<Date | undefined> {
  const license = await grantedLicense(pb, userId)
  return isFuture(license?.validUntil, new Date()) ? license.validUntil : undefined
}

/**
 * Takes the lowest free seat of the license for the user. Seat numbers are unique per license,
 * so two callers racing for the last seat cannot both get it: the loser sees the seat taken and
 * looks again. A user holds at most one grant (unique too), which makes a repeat call harmless.
 */
export async function takeSeat(
  pb: PocketBase,
  license: EduLicense,
  userId: string,
): Promise<SeatResult> {
  const grants = pb.collection('edu_grants')
  for (let attempt = 0; attempt < MAX_SEAT_ATTEMPTS; attempt++) {
    const taken = await grants.getFullList<{ seat: number }>({
      filter: pb.filter('license = {:license}', { license: license.id }),
      fields: 'seat',
    })
    const used = new Set(taken.map((grant) => grant.seat))
    let seat = 1
    while (used.has(seat)) seat++
    if (seat > license.seats) return 'no-seats'
    try {
      await grants.create({ license: license.id, user: userId, seat })
      return 'granted'
    } catch (error) {
      if (isUniqueViolation(error, 'user')) return 'already-granted'
      if (!isUniqueViolation(error, 'seat')) throw error
    }
  }
  throw new HttpError(503, 'Too many registrations at once. Please try again.')
}

export async function releaseSeat(pb: PocketBase, userId: string): Promise<void> {
  const grants = await pb
    .collection('edu_grants')
    .getFullList({ filter: pb.filter('user = {:userId}', { userId }), fields: 'id' })
  await Promise.all(grants.map((grant) => pb.collection('edu_grants').delete(grant.id)))
}
