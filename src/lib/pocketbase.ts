import PocketBase, { ClientResponseError, LocalAuthStore } from 'pocketbase'
import { STORAGE_KEYS } from '@/config/constants'
import { env } from '@/config/env'

// The only place that wraps the SDK; the auth store lives in local storage under a fixed key.
export const pb = new PocketBase(env.POCKETBASE_URL, new LocalAuthStore(STORAGE_KEYS.auth))

// The HTTP status of a failed SDK call, or undefined for anything else (0 means aborted).
export function responseStatus(error: unknown): number | undefined {
  return error instanceof ClientResponseError ? error.status : undefined
}
