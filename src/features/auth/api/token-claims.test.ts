import { describe, expect, it } from 'vitest'
import { mailToken } from '../testing/mail-token'
import { normalizeEmail } from './normalize-email'
import { readMailToken } from './token-claims'

describe('readMailToken', () => {
  it('reads the claims of a PocketBase mail token', () => {
    const token = mailToken({ id: 'u1', email: 'a@b.test', newEmail: 'c@d.test' })
    expect(readMailToken(token)).toEqual({
      id: 'u1',
      email: 'a@b.test',
      newEmail: 'c@d.test',
      expired: false,
    })
  })

  it('counts a token as expired once its exp is past, and an unreadable one too', () => {
    expect(readMailToken(mailToken({ id: 'u1' }, -1)).expired).toBe(true)
    expect(readMailToken('not-a-token')).toEqual({ expired: true })
  })
})

describe('normalizeEmail', () => {
  it('lowercases and trims', () => {
    expect(normalizeEmail('  Ada.Lovelace@Example.TEST ')).toBe('ada.lovelace@example.test')
  })
})
