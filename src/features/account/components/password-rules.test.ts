import { describe, expect, it } from 'vitest'
import { checkPasswordForm } from './password-rules'

// A form the rules accept: each test changes what it is about.
const form = { oldPassword: 'old-pass', password: 'new-pass', passwordConfirm: 'new-pass' }

describe('checkPasswordForm', () => {
  it('accepts a current password and a matching new one of 8 or more characters', () => {
    expect(checkPasswordForm(form)).toEqual({})
  })

  it('asks for the current password', () => {
    expect(checkPasswordForm({ ...form, oldPassword: '' })).toEqual({
      oldPassword: 'Enter your current password.',
    })
  })

  it('refuses a new password under 8 characters', () => {
    expect(
      checkPasswordForm({ ...form, password: '1234567', passwordConfirm: '1234567' }).password,
    ).toBe('Use at least 8 characters.')
  })

  it('refuses the same password again', () => {
    expect(
      checkPasswordForm({ ...form, password: 'old-pass', passwordConfirm: 'old-pass' }).password,
    ).toBe('Choose a password different from the current one.')
  })

  it('refuses a confirmation that does not match', () => {
    expect(checkPasswordForm({ ...form, passwordConfirm: 'new-pas' })).toEqual({
      passwordConfirm: 'The two new passwords do not match.',
    })
  })
})
