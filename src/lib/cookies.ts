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

export function writeCookie(name: CookieName, value: string): void {
  Cookies.set(name, value, { ...base, expires: PREFERENCE_COOKIE_MAX_AGE_DAYS })
}

export function removeCookie(name: CookieName): void {
  Cookies.remove(name, { path: '/' })
}

// Ads show unless the showads cookie says exactly "false".
export function readShowAds(): boolean {
  return readCookie(COOKIES.showAds) !== 'false'
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
