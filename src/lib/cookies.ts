import Cookies from 'js-cookie'
import {
  COOKIES,
  FRIENDSHARE_MAX_AGE_S,
  PREFERENCE_COOKIE_MAX_AGE_DAYS,
  SECONDS_PER_DAY,
} from '@/config/constants'

export type CookieName = (typeof COOKIES)[keyof typeof COOKIES]

const base = { path: '/', sameSite: 'lax' } as const

export function readCookie(name: CookieName): string | undefined {
  return Cookies.get(name)
}

/**
 * A cookie's value without holding up the page: document.cookie is a synchronous call to the
 * browser, the Cookie Store API's read is not. Where a browser lacks the API, document.cookie.
 */
export async function readCookieLater(name: CookieName): Promise<string | undefined> {
  if (!('cookieStore' in globalThis)) return readCookie(name)
  try {
    const cookie = await cookieStore.get(name)
    // Decoded as js-cookie decodes what it reads from document.cookie.
    return cookie?.value == null ? undefined : Cookies.converter.read(cookie.value, name)
  } catch {
    // The API refuses some documents (a sandboxed frame) that document.cookie serves.
    return readCookie(name)
  }
}

export function writeCookie(name: CookieName, value: string): void {
  Cookies.set(name, value, { ...base, expires: PREFERENCE_COOKIE_MAX_AGE_DAYS })
}

export function removeCookie(name: CookieName): void {
  Cookies.remove(name, { path: '/' })
}

// Ads show unless the showads cookie says exactly "false".
export async function readShowAds(): Promise<boolean> {
  return (await readCookieLater(COOKIES.showAds)) !== 'false'
}

export function readFriendshare(): string | undefined {
  return readCookie(COOKIES.friendshare)
}

// The gifting user's id, kept ~116 days so the trial can be claimed after signing up.
export function writeFriendshare(giverId: string): void {
  Cookies.set(COOKIES.friendshare, giverId, {
    ...base,
    secure: true,
    expires: FRIENDSHARE_MAX_AGE_S / SECONDS_PER_DAY,
  })
}
