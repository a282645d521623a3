import { isTokenExpired } from '@/lib/token'

export type MailTokenClaims = { id?: string; email?: string; newEmail?: string }

// What a mail link's token says about itself (PocketBase puts id, email and newEmail in it).
export function readMailToken(token: string): MailTokenClaims & { expired: boolean } {
  const claims: MailTokenClaims = {}
  try {
    const part = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')
    const parsed: unknown = JSON.parse(atob(part.padEnd(Math.ceil(part.length / 4) * 4, '=')))
    if (parsed && typeof parsed === 'object') {
      for (const key of ['id', 'email', 'newEmail'] as const) {
        const value = (parsed as Record<string, unknown>)[key]
        if (typeof value === 'string') claims[key] = value
      }
    }
  } catch {
    // Unreadable: the server decides, and says the link is invalid.
  }
  return { ...claims, expired: isTokenExpired(token) }
}
