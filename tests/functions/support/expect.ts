import { expect } from 'vitest'
import { errorOf } from './call.ts'

export const INVALID_TOKEN = 'Authorization token is invalid or expired.'

// Every error answers `{ error: { status, message }, message }`.
export function expectError(
  result: { status: number; json: unknown },
  status: number,
  message: string,
): void {
  expect(result.status).toBe(status)
  expect(errorOf(result.json)).toEqual({ error: { status, message }, message })
}
