import { useSyncExternalStore } from 'react'
import { STORAGE_KEYS } from '@/config/constants'
import { isTokenExpired, readTokenExpiry } from './token'

export type SessionUser = {
  id: string
  name: string
  email: string
  verified?: boolean
  didTrial?: boolean
  subscribed_to_email_member?: boolean
  collectionId?: string
  collectionName?: string
}

export type Session = { token: string; user: SessionUser }

// setTimeout overflows past 2^31-1 ms (~24.8 days).
const MAX_TIMER_MS = 2 ** 31 - 1

// The session is read straight from the PocketBase SDK's storage entry ({ token, model }), so pages
// know who is signed in without loading the SDK; @/lib/pocketbase reports the SDK's own changes.
const listeners = new Set<() => void>()
let cached: { raw: string | null; session: Session | null } | undefined

function readRaw(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.auth)
  } catch {
    return null
  }
}

function parse(raw: string | null): Session | null {
  if (!raw) return null
  try {
    const stored: unknown = JSON.parse(raw)
    if (typeof stored !== 'object' || stored === null) return null
    const { token, model } = stored as { token?: unknown; model?: unknown }
    if (typeof token !== 'string' || token === '' || typeof model !== 'object' || model === null)
      return null
    return isTokenExpired(token) ? null : { token, user: model as SessionUser }
  } catch {
    return null
  }
}

/** Tells every subscriber that the stored session may have changed (the SDK calls it too). */
export function notifySessionChange(): void {
  for (const listener of listeners) listener()
}

/** The stored token even once expired, as the SDK's auth store reads it: the server says why it refuses it. */
export function getStoredToken(): string {
  try {
    const stored: unknown = JSON.parse(readRaw() ?? 'null')
    const token = (stored as { token?: unknown } | null)?.token
    return typeof token === 'string' ? token : ''
  } catch {
    return ''
  }
}

// The signed-in session, or null when signed out or the token has expired.
export function getSession(): Session | null {
  const raw = readRaw()
  if (cached?.raw !== raw) cached = { raw, session: parse(raw) }
  return cached.session
}

export function subscribeSession(listener: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  // Re-check when the token expires so the UI signs out without a reload.
  const scheduleExpiry = () => {
    clearTimeout(timer)
    const exp = readTokenExpiry(getSession()?.token ?? '')
    const delay = exp ? exp * 1000 - Date.now() : 0
    if (delay <= 0 || delay > MAX_TIMER_MS) return
    timer = setTimeout(() => {
      cached = undefined
      listener()
    }, delay)
  }
  const onChange = () => {
    scheduleExpiry()
    listener()
  }
  // Another tab signed in or out.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.auth || event.key === null) onChange()
  }
  scheduleExpiry()
  listeners.add(onChange)
  window.addEventListener('storage', onStorage)
  return () => {
    clearTimeout(timer)
    listeners.delete(onChange)
    window.removeEventListener('storage', onStorage)
  }
}

// Null on the server and while hydrating, so prerendered pages hydrate in the signed-out state;
// React then re-renders with the stored session.
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null)
}

function write(value: { token: string; model: SessionUser } | null): void {
  if (value) localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify(value))
  else localStorage.removeItem(STORAGE_KEYS.auth)
  notifySessionChange()
}

export function updateSessionUser(user: SessionUser): void {
  const session = getSession()
  if (session) write({ token: session.token, model: user })
}

export function clearSession(): void {
  write(null)
}

/**
 * Navigation state that signs out once the next page is up (src/app/root-layout.tsx): for
 * leaving a page that would otherwise react to the signed-out state first (deleting the account
 * must land on the home page, not bounce from the account page to /auth).
 */
export const SIGN_OUT_ON_ARRIVAL = { signOutOnArrival: true } as const

export const isSignOutOnArrival = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'signOutOnArrival' in state
