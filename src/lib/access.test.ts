import { describe, expect, it } from 'vitest'
import { getAccess, hasPremiumFeatures, isSignedIn } from './access'

const session = { token: 't' }
const status = (premium: boolean, trial: boolean) => ({ premium, trial, trialdaysleft: 5 })

describe('getAccess', () => {
  it('is visitor without a session, whatever the premium data says', () => {
    expect(getAccess(null, undefined)).toBe('visitor')
    expect(getAccess(null, status(true, true))).toBe('visitor')
  })

  it('is free when signed in without premium or trial, or while status is unknown', () => {
    expect(getAccess(session, status(false, false))).toBe('free')
    expect(getAccess(session, undefined)).toBe('free')
  })

  it('is trial for trial only', () => {
    expect(getAccess(session, status(false, true))).toBe('trial')
  })

  it('lets premium win over trial', () => {
    expect(getAccess(session, status(true, true))).toBe('premium')
    expect(getAccess(session, status(true, false))).toBe('premium')
  })
})

describe('access helpers', () => {
  it('gives premium features to premium and trial only', () => {
    expect(
      ['visitor', 'free', 'trial', 'premium'].map((a) => hasPremiumFeatures(a as never)),
    ).toEqual([false, false, true, true])
  })

  it('counts everyone but visitors as signed in', () => {
    expect(isSignedIn('visitor')).toBe(false)
    expect(isSignedIn('free')).toBe(true)
  })
})
