import { describe, expect, it } from 'vitest'
import { realtimeProblem } from './realtime-problem'

describe('realtimeProblem', () => {
  it('gives the SDK’s own words for a realtime failure', () => {
    const timeout = Object.assign(
      new Error('Something went wrong while processing your request.'),
      {
        originalError: new Error('EventSource connect took too long.'),
      },
    )

    expect(realtimeProblem(timeout)).toBe('EventSource connect took too long.')
  })

  it('falls back to the failed-connection message for anything else', () => {
    expect(realtimeProblem(new Error('boom'))).toBe('Failed to establish realtime connection.')
    expect(realtimeProblem(null)).toBe('Failed to establish realtime connection.')
  })
})
