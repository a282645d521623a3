import type { SessionUser } from '@/lib/auth-session'
import { loadPocketBase } from '@/lib/load-pocketbase'
import { normalizeEmail } from './normalize-email'

export type AuthResult = { token: string; record: SessionUser }

// Signs in and stores the session (pb.authStore), which every useSession() then sees.
export async function signInWithPassword(email: string, password: string): Promise<SessionUser> {
  const pb = await loadPocketBase()
  const { record } = await pb
    .collection('users')
    .authWithPassword<SessionUser>(normalizeEmail(email), password, { requestKey: null })
  return record
}

// Checks the password and returns a token without storing a session (the auth store is untouched).
export async function fetchUserToken(email: string, password: string): Promise<AuthResult> {
  const pb = await loadPocketBase()
  return pb.send<AuthResult>('/api/collections/users/auth-with-password', {
    method: 'POST',
    body: { identity: normalizeEmail(email), password },
    requestKey: null,
  })
}

// Stores a token from fetchUserToken as the session and reloads its record, which may have changed
// since (auth-refresh needs no second password check, whose hashing is slow on a busy server).
export async function startSession({ token, record }: AuthResult): Promise<SessionUser> {
  const pb = await loadPocketBase()
  pb.authStore.save(token, record as never)
  try {
    const refreshed = await pb.collection('users').authRefresh<SessionUser>({ requestKey: null })
    return refreshed.record
  } catch (error) {
    pb.authStore.clear()
    throw error
  }
}
