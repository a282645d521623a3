import { useSyncExternalStore } from 'react'
import { pb } from './pocketbase'
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

// The local-storage auth store parses a fresh model on every read, so snapshots are keyed by version.
let version = 0
let cached: { version: number; session: Session | null } | undefined
pb.authStore.onChange(() => {
  version += 1
})

// The signed-in session, or null when signed out or the token has expired.
export function getSession(): Session | null {
  if (cached?.version === version) return cached.session
  const { token, model } = pb.authStore
  const valid = token !== '' && model !== null && !isTokenExpired(token)
  cached = { version, session: valid ? { token, user: model as unknown as SessionUser } : null }
  return cached.session
}

export function subscribeSession(listener: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  // Re-check when the token expires so the UI signs out without a reload.
  const scheduleExpiry = () => {
    clearTimeout(timer)
    const exp = readTokenExpiry(pb.authStore.token)
    const delay = exp ? exp * 1000 - Date.now() : 0
    if (delay <= 0 || delay > MAX_TIMER_MS) return
    timer = setTimeout(() => {
      cached = undefined
      listener()
    }, delay)
  }
  scheduleExpiry()
  const unsubscribe = pb.authStore.onChange(() => {
    scheduleExpiry()
    listener()
  })
  return () => {
    clearTimeout(timer)
    unsubscribe()
  }
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null)
}

export function updateSessionUser(user: SessionUser): void {
  pb.authStore.save(pb.authStore.token, user as never)
}

export function clearSession(): void {
  pb.authStore.clear()
}
