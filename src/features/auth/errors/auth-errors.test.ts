import { afterEach, describe, expect, it, vi } from 'vitest'
import { pb } from '@/lib/pocketbase'
import { GoogleSignInError } from '../google/google-popup'
import { RegistrationError } from '../registration/registration-progress'
import { failure, fakeBackend } from '../testing/fake-backend'
import { confirmErrors } from './confirm-errors'
import { serverFieldErrors, serverMessage } from './field-errors'
import { googleErrorMessage } from './google-errors'
import { registrationErrors, requiredFieldErrors } from './registration-errors'

// Real SDK errors, made by the SDK from a faked HTTP answer.
async function sdkError(status: number, data: Record<string, unknown> = {}, message?: string) {
  fakeBackend({
    'GET /api/health': message
      ? { status, body: { code: status, message, data } }
      : failure(status, data),
  })
  return pb.health.check().catch((error: unknown) => error)
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('serverFieldErrors', () => {
  it('maps the named server fields to form fields, first message winning', async () => {
    const error = await sdkError(400, {
      password: { code: 'a', message: 'Too short.' },
      passwordConfirm: { code: 'b', message: "Values don't match." },
      username: { code: 'c', message: 'Ignored.' },
    })
    expect(serverFieldErrors(error, { password: 'password', passwordConfirm: 'password' })).toEqual(
      { password: 'Too short.' },
    )
  })

  it('finds nothing in errors that are not the SDK’s', () => {
    expect(serverFieldErrors(new Error('x'), { email: 'email' })).toEqual({})
  })
})

describe('serverMessage', () => {
  it("uses the server's sentence, and the fallback for a network failure", async () => {
    expect(serverMessage(await sdkError(400, {}, 'Failed to create record.'), 'fallback')).toBe(
      'Failed to create record.',
    )
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    const offline = await pb.health.check().catch((error: unknown) => error)
    expect(serverMessage(offline, 'fallback')).toBe('fallback')
  })
})

describe('registrationErrors', () => {
  it('puts a create failure without field data in one message', async () => {
    const error = await sdkError(500, {}, 'Something went wrong while processing your request.')
    expect(registrationErrors(new RegistrationError('create', error))).toEqual({
      fields: {},
      message: 'Something went wrong while processing your request.',
    })
  })

  it('asks only for what is empty', () => {
    expect(
      requiredFieldErrors({ name: '  ', email: 'a@b.c', password: '', newsletter: true }),
    ).toEqual({
      name: 'Please enter your name.',
      email: undefined,
      password: 'Please choose a password.',
    })
  })
})

describe('confirmErrors', () => {
  it('tells a refused token apart from field messages', async () => {
    const error = await sdkError(400, {
      token: { code: 'validation_invalid_token', message: 'Invalid or expired token.' },
    })
    expect(confirmErrors(error, { password: 'password' })).toEqual({
      fields: {},
      tokenRejected: true,
      message: undefined,
    })
  })

  it('keeps a server failure as a message', async () => {
    const error = await sdkError(500, {}, 'Down for maintenance.')
    expect(confirmErrors(error, { password: 'password' }).message).toBe('Down for maintenance.')
  })
})

describe('googleErrorMessage', () => {
  it('explains a blocked and a closed pop-up', () => {
    expect(googleErrorMessage(new GoogleSignInError('popup-blocked'))).toMatch(/Allow pop-ups/)
    expect(googleErrorMessage(new GoogleSignInError('cancelled'))).toBe(
      'Google sign-in was cancelled. Try again when you are ready.',
    )
  })

  it('has a plain sentence for anything else', () => {
    expect(googleErrorMessage('boom')).toBe('Google sign-in failed. Please try again.')
  })
})

describe('a rate-limited call', () => {
  const WAIT = 'Too many attempts: try again in 12 minutes.'

  it('says the wait on the registration form, whichever step met the limit', async () => {
    const error = await sdkError(429, {}, WAIT)
    expect(registrationErrors(new RegistrationError('create', error))).toEqual({
      fields: {},
      message: WAIT,
    })
    expect(registrationErrors(new RegistrationError('verification', error)).message).toBe(WAIT)
  })

  it('says the wait for Google sign-in', async () => {
    expect(googleErrorMessage(await sdkError(429, {}, WAIT))).toBe(WAIT)
  })
})
