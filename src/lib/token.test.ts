import { describe, expect, it } from 'vitest'
import { makeToken } from '@/testing/tokens'
import { isTokenExpired, readTokenExpiry } from './token'

const now = Date.UTC(2026, 0, 1)

describe('isTokenExpired', () => {
  it('is false while exp lies in the future', () => {
    expect(isTokenExpired(makeToken(60, now), now)).toBe(false)
  })

  it('is true once exp lies in the past', () => {
    expect(isTokenExpired(makeToken(-1, now), now)).toBe(true)
    expect(isTokenExpired(makeToken(0, now), now)).toBe(true)
  })

  it('treats an empty or malformed token as expired', () => {
    expect(isTokenExpired('', now)).toBe(true)
    expect(isTokenExpired('a.%%%.c', now)).toBe(true)
  })
})

describe('readTokenExpiry', () => {
  it('reads the exp claim in seconds', () => {
    expect(readTokenExpiry(makeToken(100, now))).toBe(now / 1000 + 100)
  })
})
