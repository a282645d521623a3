import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { validateBody } from '../../functions/_lib/body.ts'
import { email, recordId } from '../../functions/_lib/fields.ts'
import { HttpError } from '../../functions/_lib/http.ts'

const Schema = v.object({ email: email('email'), id: recordId('id'), list: v.picklist([2, 3]) })

function messageOf(data: unknown): string {
  try {
    validateBody(Schema, data)
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) return error.message
    throw error
  }
  throw new Error('expected a 400')
}

describe('validateBody', () => {
  const valid = { email: ' Ann@Example.com ', id: 'abcdefghij12345', list: 2 }

  it('returns the parsed body, trimmed', () => {
    expect(validateBody(Schema, valid)).toEqual({ ...valid, email: 'Ann@Example.com' })
  })

  it('names the first missing field', () => {
    expect(messageOf({ id: valid.id, list: 2 })).toBe('email is required.')
  })

  it('uses the field messages', () => {
    expect(messageOf({ ...valid, email: 'nope' })).toBe('email must be a valid e-mail address.')
    expect(messageOf({ ...valid, email: 7 })).toBe('email must be a string.')
  })

  it("prefixes valibot's default message with the field name", () => {
    expect(messageOf({ ...valid, list: 4 })).toBe(
      'list: Invalid type: Expected (2 | 3) but received 4',
    )
  })
})
