import { describe, expect, it } from 'vitest'
import { giftState, readGiverId, storesFriendshare } from './gift-state'

describe('giftState', () => {
  it('is loggedout for a visitor with a gift link', () => {
    expect(giftState({ giverId: 'giver', userId: undefined, didTrial: undefined })).toBe(
      'loggedout',
    )
  })

  it('is from-self when the link is the user’s own, before and whatever didTrial says', () => {
    expect(giftState({ giverId: 'me', userId: 'me', didTrial: undefined })).toBe('from-self')
    expect(giftState({ giverId: 'me', userId: 'me', didTrial: true })).toBe('from-self')
    expect(giftState({ giverId: 'me', userId: 'me', didTrial: false })).toBe('from-self')
  })

  it('is loading while the user record is read', () => {
    expect(giftState({ giverId: 'giver', userId: 'me', didTrial: undefined })).toBe('loading')
  })

  it('is did-trial when the user already had a trial', () => {
    expect(giftState({ giverId: 'giver', userId: 'me', didTrial: true })).toBe('did-trial')
  })

  it('is from-other for a signed-in user without a past trial', () => {
    expect(giftState({ giverId: 'giver', userId: 'me', didTrial: false })).toBe('from-other')
  })

  it('is no-gift without an id, signed in or not', () => {
    expect(giftState({ giverId: null, userId: undefined, didTrial: undefined })).toBe('no-gift')
    expect(giftState({ giverId: null, userId: 'me', didTrial: false })).toBe('no-gift')
  })
})

describe('storesFriendshare', () => {
  it('keeps the giver for from-other and loggedout only', () => {
    const states = [
      'no-gift',
      'loading',
      'from-self',
      'did-trial',
      'from-other',
      'loggedout',
    ] as const
    expect(states.filter(storesFriendshare)).toEqual(['from-other', 'loggedout'])
  })
})

describe('readGiverId', () => {
  it('reads ?id= and ignores a blank one', () => {
    expect(readGiverId(new URLSearchParams('id=abc123'))).toBe('abc123')
    expect(readGiverId(new URLSearchParams('id=%20abc%20'))).toBe('abc')
    expect(readGiverId(new URLSearchParams('id='))).toBeNull()
    expect(readGiverId(new URLSearchParams(''))).toBeNull()
  })
})
