import { pb } from '@/lib/pocketbase'
import { normalizeEmail } from './normalize-email'

// The mails' links open the app's confirm pages (mail templates are set by scripts/seed.ts).
const users = () => pb.collection('users')
const once = { requestKey: null }

export const requestVerification = (email: string) =>
  users().requestVerification(normalizeEmail(email), once)

export const requestPasswordReset = (email: string) =>
  users().requestPasswordReset(normalizeEmail(email), once)

export const confirmVerification = (token: string) => users().confirmVerification(token, once)

export const confirmPasswordReset = (token: string, password: string, passwordConfirm: string) =>
  users().confirmPasswordReset(token, password, passwordConfirm, once)

export const confirmEmailChange = (token: string, password: string) =>
  users().confirmEmailChange(token, password, once)
