// Throwaway users for e2e tests, made through PocketBase's API; the admin API grants what users cannot.
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { PB_ADMIN_EMAIL, PB_ADMIN_PASSWORD } from '../../scripts/demo-users.ts'
import { randomClientAddress } from '../../tests/support/pocketbase.ts'
import { pbUrl, signInAs } from './stack.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export type TestUser = { id: string; email: string; password: string; name: string; token: string }

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init
  const response = await fetch(`${pbUrl}${path}`, {
    ...rest,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: token } : {}),
      ...rest.headers,
    },
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${rest.method ?? 'GET'} ${path}: ${response.status} ${text}`)
  return (text ? JSON.parse(text) : undefined) as T
}

let adminToken: Promise<string> | undefined
function admin(): Promise<string> {
  adminToken ??= call<{ token: string }>('/api/admins/auth-with-password', {
    method: 'POST',
    body: JSON.stringify({ identity: PB_ADMIN_EMAIL, password: PB_ADMIN_PASSWORD }),
  }).then(({ token }) => token)
  return adminToken
}

/** Registers a fresh user through the public API and signs them in (a token for API calls). */
export async function createUser(label = 'e2e', name = 'Erin Example'): Promise<TestUser> {
  const email = `${label}-${randomUUID()}@songpad-tests.test`
  const password = `pw-${randomUUID()}`
  // Each test user is its own visitor, so the suite never meets the per-address limits.
  const headers = { 'X-Forwarded-For': randomClientAddress() }
  await call('/api/collections/users/records', {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, passwordConfirm: password, name }),
  })
  const { token, record } = await call<{ token: string; record: { id: string } }>(
    '/api/collections/users/auth-with-password',
    { method: 'POST', headers, body: JSON.stringify({ identity: email, password }) },
  )
  return { id: record.id, email, password, name, token }
}

/** Puts the user's session into the page's local storage before it loads. */
export function signInPage(page: Page, user: TestUser): Promise<void> {
  return signInAs(page, user.email, user.password)
}

const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString()

/** Sets server-only fields (premium_until, trial_until, didTrial, verified) as the admin. */
export async function grant(
  user: { id: string },
  fields: { trialDays?: number; premiumDays?: number; didTrial?: boolean; verified?: boolean },
): Promise<void> {
  const body: Record<string, unknown> = {}
  if (fields.trialDays !== undefined) body.trial_until = inDays(fields.trialDays)
  if (fields.premiumDays !== undefined) body.premium_until = inDays(fields.premiumDays)
  if (fields.didTrial !== undefined) body.didTrial = fields.didTrial
  if (fields.verified !== undefined) body.verified = fields.verified
  await call(`/api/collections/users/records/${user.id}`, {
    method: 'PATCH',
    body: JSON.stringify(body),
    token: await admin(),
  })
}

export type UserRecord = {
  id: string
  name: string
  email: string
  verified: boolean
  instrument?: number
  subscribed_to_email_member: boolean
  didTrial: boolean
  trial_until: string
  premium_until: string
}

/** The user as the admin sees it, or null once deleted. */
export async function readUser(id: string): Promise<UserRecord | null> {
  const response = await fetch(`${pbUrl}/api/collections/users/records/${id}`, {
    headers: { authorization: await admin() },
  })
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`Reading user ${id}: ${response.status}`)
  return response.json() as Promise<UserRecord>
}

/** Every song the user owns, read as the admin. */
export async function songsOf(userId: string): Promise<{ id: string; name: string }[]> {
  const filter = encodeURIComponent(`user = "${userId}"`)
  const { items } = await call<{ items: { id: string; name: string }[] }>(
    `/api/collections/songs/records?perPage=500&filter=${filter}`,
    { token: await admin() },
  )
  return items
}

/** The mailing lists (2, 3) the embedded list holds the address on, read as the admin. */
export async function listsOf(email: string): Promise<number[]> {
  const filter = encodeURIComponent(`email = "${email}"`)
  const { items } = await call<{ items: { list: number }[] }>(
    `/api/collections/list_members/records?sort=list&filter=${filter}`,
    { token: await admin() },
  )
  return items.map((member) => member.list)
}

/** Creates a song as the user, as the app does. */
export async function createSong(user: TestUser, fields: Record<string, unknown> = {}) {
  return call<{ id: string; name: string }>('/api/collections/songs/records', {
    method: 'POST',
    body: JSON.stringify({ user: user.id, ...fields }),
    token: user.token,
  })
}

/**
 * The chords of each bar of each section as the server holds the song, read as its owner. A song
 * the editor has saved is in the current format (sections of bars with ids); one the test created
 * with bare rows of slots reads the same way.
 */
export async function serverSections(user: TestUser, songId: string): Promise<string[][][]> {
  type Stored = { bars: { chords: string[] }[] } | string[][]
  const { tablecontent } = await call<{ tablecontent: Stored[] }>(
    `/api/collections/songs/records/${songId}`,
    { token: user.token },
  )
  return tablecontent.map((section) =>
    Array.isArray(section) ? section : section.bars.map((bar) => bar.chords),
  )
}

/** Deletes users left behind by a test (their songs go too); already deleted ones are fine. */
export async function deleteUsers(...users: { id: string }[]): Promise<void> {
  const token = await admin()
  for (const user of users) {
    const response = await fetch(`${pbUrl}/api/collections/users/records/${user.id}`, {
      method: 'DELETE',
      headers: { authorization: token },
    })
    if (!response.ok && response.status !== 404)
      throw new Error(`Deleting user ${user.id}: ${response.status}`)
  }
}
