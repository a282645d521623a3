import { MAILING_LISTS, NEWSLETTER_DELAY_MS } from '@/config/constants'
import type { SessionUser } from '@/lib/auth-session'
import { requestVerification } from '../api/account-mail'
import { createFirstSong } from '../api/create-first-song'
import { normalizeEmail } from '../api/normalize-email'
import { addEmailListMember, checkEduLicense } from '../api/product-functions'
import { fetchUserToken, startSession } from '../api/sign-in'
import { createUser, updateUser } from '../api/users'
import {
  RegistrationError,
  type RegistrationForm,
  type RegistrationProgress,
  type RegistrationStep,
} from './registration-progress'

export type RegistrationOptions = { wait?: (ms: number) => Promise<void> }

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

async function step<T>(name: RegistrationStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw new RegistrationError(name, error)
  }
}

// Failures that may pass: the account works without them.
async function tolerate(what: string, run: () => Promise<unknown>): Promise<void> {
  try {
    await run()
  } catch (error) {
    console.warn(`Registration: ${what} failed; continuing.`, error)
  }
}

/**
 * The registration sequence: create the user; check the edu license; sign in; request the
 * verification mail; create the first song (4/4); wait 2 s; save the newsletter flag; add the
 * e-mail to list 3 (and list 2 with the newsletter). Resumes where `progress` says it stopped.
 */
export async function runRegistration(
  form: RegistrationForm,
  progress: RegistrationProgress,
  { wait = sleep }: RegistrationOptions = {},
): Promise<SessionUser> {
  const email = normalizeEmail(form.email)
  const { name, password } = form

  progress.user ??= await step('create', () => createUser({ name, email, password }))
  const user = progress.user

  if (!progress.signedIn) {
    // The edu check wants the user's token, so the password is checked first; the session itself
    // starts after the check, and so already carries a granted premium.
    const auth = await step('sign-in', () => fetchUserToken(email, password))
    await tolerate('the edu-license check', () =>
      checkEduLicense({ id: user.id, email }, auth.token),
    )
    await step('sign-in', () => startSession(auth))
    progress.signedIn = true
  }
  if (!progress.verificationRequested) {
    await step('verification', () => requestVerification(email))
    progress.verificationRequested = true
  }
  if (!progress.firstSongReady) {
    await step('first-song', () => createFirstSong(user.id, '4/4'))
    progress.firstSongReady = true
  }
  if (!progress.newsletterSaved) {
    await wait(NEWSLETTER_DELAY_MS)
    await step('newsletter', () =>
      updateUser(user.id, { subscribed_to_email_member: form.newsletter }),
    )
    progress.newsletterSaved = true
  }

  const member = { email, name }
  await tolerate('adding to list 3', () => addEmailListMember(member, MAILING_LISTS.all))
  if (form.newsletter) {
    await tolerate('adding to list 2', () => addEmailListMember(member, MAILING_LISTS.newsletter))
  }
  return user
}
