import type { SessionUser } from '@/lib/auth-session'

// The user record as the account page reads it; the server-only fields are read, never written.
export type AccountUser = SessionUser & {
  created?: string
  updated?: string
  instrument?: number
  premium_until?: string
  trial_until?: string
}

// The fields a user may change on their own record.
export type UserChanges = Partial<{
  name: string
  subscribed_to_email_member: boolean
  instrument: number
}>
