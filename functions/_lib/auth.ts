import { ClientResponseError } from 'pocketbase'
import { HttpError } from './http.ts'
import { createClient } from './pocketbase.ts'

export interface AuthUser {
  id: string
  email: string
}

const CHALLENGE = { 'WWW-Authenticate': 'Bearer' }
// A PocketBase token is a JWT: three base64url parts.
const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/

// The SDK sends the bare token; other clients may prefix it with "Bearer ".
export function readToken(request: Request): string {
  const header = request.headers.get('Authorization')?.trim() ?? ''
  const token = header.replace(/^Bearer(?:\s+|$)/i, '').trim()
  if (!token) throw new HttpError(401, 'Authorization token is required.', CHALLENGE)
  return token
}

// Asks PocketBase whether the token belongs to a live users record.
export async function verifyUserToken(pocketbaseUrl: string, token: string): Promise<AuthUser> {
  const invalid = new HttpError(401, 'Authorization token is invalid or expired.', CHALLENGE)
  if (!JWT.test(token)) throw invalid
  const pb = createClient(pocketbaseUrl)
  pb.authStore.save(token, null)
  // PocketBase limits token checks per user (pb_hooks/rate-limits.cjs); its wait is passed on.
  let retryAfter: string | null = null
  pb.afterSend = (response, data) => {
    retryAfter = response.headers.get('Retry-After')
    return data
  }
  try {
    const { record } = await pb.collection('users').authRefresh()
    return { id: record.id, email: String(record.email ?? '') }
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 429) {
      const said = error.response?.message
      throw new HttpError(
        429,
        typeof said === 'string' && said ? said : 'Too many attempts: please try again later.',
        retryAfter ? { 'Retry-After': retryAfter } : undefined,
      )
    }
    // PocketBase answers 401/403/404 for bad, foreign-collection or orphaned tokens.
    if (error instanceof ClientResponseError && [401, 403, 404].includes(error.status)) {
      throw invalid
    }
    throw error
  }
}

export function assertSameUser(user: AuthUser, id: string): void {
  if (user.id !== id) throw new HttpError(403, 'You may only access your own account.')
}

// E-mail addresses compare case-insensitively (the app lowercases them, other clients may not).
export function assertOwnEmail(user: AuthUser, email: string): void {
  if (user.email.toLowerCase() !== email.trim().toLowerCase()) {
    throw new HttpError(403, 'You may only use your own e-mail address.')
  }
}
