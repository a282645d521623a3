import type PocketBase from 'pocketbase'
import { HttpError } from './http.ts'
import { isNotFound } from './pocketbase.ts'

export const CONFIRM_ADDRESS_FIRST =
  'Confirm your e-mail address first: open the link in the mail we sent you, then try again.'

// Whether the user has confirmed their address, read as the admin so no stale token can say so.
export async function isVerified(pb: PocketBase, userId: string): Promise<boolean> {
  const record = await pb
    .collection('users')
    .getOne<{ verified?: boolean }>(userId, { fields: 'verified' })
    .catch((error: unknown) => {
      if (isNotFound(error)) throw new HttpError(404, 'User not found.')
      throw error
    })
  return record.verified === true
}
