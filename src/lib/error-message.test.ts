import { describe, expect, it } from 'vitest'
import { errorMessage, fieldError } from './error-message'
import { FunctionError } from './functions'

const refusal = {
  status: 400,
  response: {
    message: 'Failed to update record.',
    data: { oldPassword: { code: 'validation_invalid', message: 'Invalid old password.' } },
  },
}

describe('PocketBase errors', () => {
  it('reads a field message', () => {
    expect(fieldError(refusal, 'oldPassword')).toBe('Invalid old password.')
    expect(fieldError(refusal, 'password')).toBeUndefined()
    expect(fieldError(new Error('x'), 'password')).toBeUndefined()
  })

  it('reads the main message, or a function refusal, or falls back', () => {
    expect(errorMessage(refusal, 'Try again')).toBe('Failed to update record.')
    expect(errorMessage(new FunctionError(503, 'Payments are not configured.'), 'Try again')).toBe(
      'Payments are not configured.',
    )
    expect(errorMessage(new TypeError('Failed to fetch'), 'Try again')).toBe('Try again')
    expect(errorMessage(null, 'Try again')).toBe('Try again')
  })
})
