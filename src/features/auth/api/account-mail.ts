import { loadPocketBase } from '@/lib/load-pocketbase'
import { normalizeEmail } from './normalize-email'

// The mails' links open the app's confirm pages (mail templates are set by scripts/seed.ts).
const users = async () => (await loadPocketBase()).collection('users')
const once = { requestKey: null }

export const requestVerification = async (email: string) =>
  (await users()).requestVerification(normalizeEmail(email), once)

export const requestPasswordReset = async (email: string) =>
  (await users()).requestPasswordReset(normalizeEmail(email), once)

export const confirmVerification = async (token: string) =>
  (await users()).confirmVerification(token, once)

export const confirmPasswordReset = async (
  token: string,
  password: string,
  passwordConfirm: string,
) => (await users()).confirmPasswordReset(token, password, passwordConfirm, once)

export const confirmEmailChange = async (token: string, password: string) =>
  (await users()).confirmEmailChange(token, password, once)
