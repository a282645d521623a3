// Helpers for tests that run against a real PocketBase (PB_URL), with throwaway users they clean up.
import { randomUUID } from 'node:crypto'
import PocketBase, { ClientResponseError, type RecordModel } from 'pocketbase'
import { PB_ADMIN_EMAIL, PB_ADMIN_PASSWORD } from '../../scripts/demo-users.ts'

export const pbUrl = process.env.PB_URL || 'http://127.0.0.1:8090'
export const adminEmail = PB_ADMIN_EMAIL
export const adminPassword = PB_ADMIN_PASSWORD

export type TestUser = { pb: PocketBase; id: string; email: string; password: string }

/** A made-up client address, as a reverse proxy in front of PocketBase would forward it. */
export function randomClientAddress(): string {
  const byte = () => Math.floor(Math.random() * 256)
  return `10.${byte()}.${byte()}.${byte()}`
}

/**
 * A client with no session, as a visitor's browser would have. Each is its own visitor with its
 * own address (PocketBase believes X-Forwarded-For from loopback, pb_hooks/rate-limits.cjs), so
 * the per-address limits count each test's visitor alone, as they would real people.
 */
export function signedOutClient(address = randomClientAddress()): PocketBase {
  const pb = new PocketBase(pbUrl)
  // Tests fire the same request more than once; the SDK would otherwise cancel the earlier one.
  pb.autoCancellation(false)
  pb.beforeSend = (url, options) => {
    options.headers = { ...options.headers, 'X-Forwarded-For': address }
    return { url, options }
  }
  return pb
}

export async function adminClient(): Promise<PocketBase> {
  const pb = signedOutClient()
  await pb.admins.authWithPassword(adminEmail, adminPassword)
  return pb
}

export function uniqueEmail(label = 'user', domain = 'songpad-tests.test'): string {
  return `${label}-${randomUUID()}@${domain}`
}

/** Registers through the public API, the way the sign-up form does, and signs in. */
export async function signUp(label = 'user', domain?: string): Promise<TestUser> {
  const pb = signedOutClient()
  const email = uniqueEmail(label, domain)
  const password = `pw-${randomUUID()}`
  await pb.collection('users').create({ email, password, passwordConfirm: password, name: label })
  const { record } = await pb.collection('users').authWithPassword(email, password)
  return { pb, id: record.id, email, password }
}

/** Deletes the users (their songs go with them through the cascade). */
export async function deleteUsers(admin: PocketBase, users: { id: string }[]): Promise<void> {
  for (const user of users) {
    await admin
      .collection('users')
      .delete(user.id)
      .catch((error: unknown) => {
        if (!(error instanceof ClientResponseError && error.status === 404)) throw error
      })
  }
}

export async function findUserByEmail(
  admin: PocketBase,
  email: string,
): Promise<RecordModel | null> {
  const { items } = await admin
    .collection('users')
    .getList(1, 1, { filter: admin.filter('email = {:email}', { email }) })
  return items[0] ?? null
}

/** The HTTP status a rejected call ended with, or 'ok' when it was not rejected. */
export async function statusOf(call: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await call
    return 'ok'
  } catch (error) {
    if (error instanceof ClientResponseError) return error.status
    throw error
  }
}

/** Updates a song as the app does: on the revision stored now (PocketBase refuses any other). */
export async function updateSong(
  pb: PocketBase,
  id: string,
  fields: Record<string, unknown>,
): Promise<RecordModel> {
  const { revision } = await pb.collection('songs').getOne(id, { fields: 'revision' })
  return pb.collection('songs').update(id, { ...fields, revision })
}
