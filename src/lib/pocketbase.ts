import PocketBase, { type ListResult, LocalAuthStore } from 'pocketbase'
import { STORAGE_KEYS } from '@/config/constants'
import { env } from '@/config/env'
import { notifySessionChange } from './auth-session'

function createClient(): PocketBase {
  const client = new PocketBase(env.POCKETBASE_URL, new LocalAuthStore(STORAGE_KEYS.auth))
  // Sign-in and sign-out through the SDK reach every useSession().
  client.authStore.onChange(notifySessionChange)
  return client
}

// The only place that wraps the SDK; the auth store lives in local storage under a fixed key.
// Pure: a bundle that never uses `pb` leaves the SDK out (first pages read the session without it).
export const pb = /* @__PURE__ */ createClient()

/** Records on a page of a list: the SDK's default. */
export const LIST_PAGE_SIZE = 30

/** A page of a list as the app keeps it: the server's page, each record made an item. */
export type ListPage<T> = { items: T[]; page: number; totalPages: number; totalItems: number }

export const toListPage = <R, T>(
  { items, page, totalPages, totalItems }: ListResult<R>,
  toItem: (record: R) => T,
): ListPage<T> => ({ items: items.map(toItem), page, totalPages, totalItems })

// PocketBase writes dates as "2026-12-03 10:00:00.000Z"; an empty or bad value reads as none.
export function parseRecordDate(value: string | undefined): Date | undefined {
  if (!value) return undefined
  const date = new Date(value.replace(' ', 'T'))
  return Number.isNaN(date.getTime()) ? undefined : date
}

// Also here for callers that use `pb` anyway; code that only reads errors imports ./response-status.
export { responseStatus } from './response-status'
