import { STORAGE_KEYS } from '@/config/constants'
import type { PremiumStatus } from '@/lib/access'

type Stored = { userId: string; status: PremiumStatus }

/**
 * The user's plan as the server last confirmed it, kept on the device: a premium user whose
 * connection (or our server) is down keeps the editor and the local copy of their edits, instead
 * of a pitch to upgrade. Only the UI reads it; the server decides what the user may do.
 */
export function readLastPremium(userId: string): PremiumStatus | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.lastPremium) ?? 'null') as Stored
    const status = stored?.userId === userId ? stored.status : undefined
    return typeof status?.premium === 'boolean' && typeof status.trial === 'boolean'
      ? status
      : undefined
  } catch {
    return undefined
  }
}

export function rememberPremium(userId: string, status: PremiumStatus): void {
  try {
    const stored: Stored = { userId, status }
    localStorage.setItem(STORAGE_KEYS.lastPremium, JSON.stringify(stored))
  } catch {
    // Storage full or blocked: the next visit asks the server first.
  }
}

export function forgetPremium(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.lastPremium)
  } catch {
    // Storage blocked: nothing was remembered either.
  }
}
