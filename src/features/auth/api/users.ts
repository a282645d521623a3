import type { SessionUser } from '@/lib/auth-session'
import { loadPocketBase } from '@/lib/load-pocketbase'
import { normalizeEmail } from './normalize-email'

export type NewUser = { name: string; email: string; password: string }

// A user is created with name, email, password, passwordConfirm (the form has one password field).
export async function createUser({ name, email, password }: NewUser): Promise<SessionUser> {
  const pb = await loadPocketBase()
  return pb
    .collection('users')
    .create<SessionUser>(
      { name, email: normalizeEmail(email), password, passwordConfirm: password },
      { requestKey: null },
    )
}

// The SDK also refreshes the stored session when the record is the signed-in user's.
export async function updateUser(
  id: string,
  fields: { name: string } | { subscribed_to_email_member: boolean },
): Promise<SessionUser> {
  const pb = await loadPocketBase()
  return pb.collection('users').update<SessionUser>(id, fields, { requestKey: null })
}
