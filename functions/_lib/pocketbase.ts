import PocketBase, { ClientResponseError } from 'pocketbase'
import { type EnvWith, POCKETBASE_ENV } from './env.ts'

export type PocketBaseEnv = EnvWith<(typeof POCKETBASE_ENV)[number]>

export function createClient(url: string): PocketBase {
  const pb = new PocketBase(url)
  // Server code runs concurrent requests; the SDK would cancel "duplicate" ones.
  pb.autoCancellation(false)
  return pb
}

// One admin client per isolate and config; its token outlives single requests.
let cached: { key: string; pb: PocketBase } | undefined

function adminClient(env: PocketBaseEnv): PocketBase {
  const key = `${env.POCKETBASE_URL}\n${env.PB_ADMIN_EMAIL}\n${env.PB_ADMIN_PASSWORD}`
  if (cached?.key !== key) cached = { key, pb: createClient(env.POCKETBASE_URL) }
  return cached.pb
}

async function authenticate(pb: PocketBase, env: PocketBaseEnv): Promise<void> {
  pb.authStore.clear()
  await pb.admins.authWithPassword(env.PB_ADMIN_EMAIL, env.PB_ADMIN_PASSWORD)
}

function hasStatus(error: unknown, ...statuses: number[]): error is ClientResponseError {
  return error instanceof ClientResponseError && statuses.includes(error.status)
}

// A revoked admin token makes PocketBase treat us as a guest: 401, 403 or 404, not always 401.
async function adminTokenWorks(pb: PocketBase): Promise<boolean> {
  try {
    await pb.admins.authRefresh()
    return true
  } catch (error) {
    if (hasStatus(error, 401, 403, 404)) return false
    throw error
  }
}

// Runs `work` as the admin; signs in lazily, and again once if the cached token was revoked.
export async function withAdmin<T>(
  env: PocketBaseEnv,
  work: (pb: PocketBase) => Promise<T>,
): Promise<T> {
  const pb = adminClient(env)
  if (!pb.authStore.isValid) await authenticate(pb, env)
  try {
    return await work(pb)
  } catch (error) {
    if (!hasStatus(error, 401, 403, 404) || (await adminTokenWorks(pb))) throw error
    await authenticate(pb, env)
    return work(pb)
  }
}

export function isNotFound(error: unknown): boolean {
  return hasStatus(error, 404)
}

// PocketBase answers 400 with `data.<field>.code = validation_not_unique` when a unique index refuses a write.
export function isUniqueViolation(error: unknown, field: string): boolean {
  if (!hasStatus(error, 400)) return false
  const data = error.response?.data as Record<string, { code?: unknown } | undefined> | undefined
  return data?.[field]?.code === 'validation_not_unique'
}

export { POCKETBASE_ENV }
