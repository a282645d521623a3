import { describe, expect, it } from 'vitest'
import { avatarLetter, trialNote } from './nav-links'

describe('avatarLetter', () => {
  it('is the first letter of the name, uppercased', () => {
    expect(avatarLetter('ada')).toBe('A')
    expect(avatarLetter('  émile')).toBe('É')
  })

  it('falls back to the e-mail, then to a question mark', () => {
    expect(avatarLetter('', 'zoe@example.com')).toBe('Z')
    expect(avatarLetter(undefined)).toBe('?')
  })
})

describe('trialNote', () => {
  it('uses day for one and days otherwise', () => {
    expect(trialNote(1)).toBe('Your trial ends in 1 day')
    expect(trialNote(0)).toBe('Your trial ends in 0 days')
    expect(trialNote(29)).toBe('Your trial ends in 29 days')
  })
})
