import type { SessionUser } from '@/lib/auth-session'
import { normalizeEmail } from '../api/normalize-email'

// What the form and the errors need of a registration; the sequence itself (./run-registration)
// loads with the first Sign Up.

export type RegistrationForm = {
  name: string
  email: string
  password: string
  newsletter: boolean
}

export type RegistrationStep = 'create' | 'sign-in' | 'verification' | 'first-song' | 'newsletter'

// What is done already; a retry after a failure skips it, so no step runs twice to harm.
export type RegistrationProgress = {
  email: string
  user?: SessionUser
  signedIn?: boolean
  verificationRequested?: boolean
  firstSongReady?: boolean
  newsletterSaved?: boolean
}

export class RegistrationError extends Error {
  constructor(
    readonly step: RegistrationStep,
    cause: unknown,
  ) {
    super(`Registration stopped at "${step}"`, { cause })
  }
}

export const startRegistration = (email: string): RegistrationProgress => ({
  email: normalizeEmail(email),
})
