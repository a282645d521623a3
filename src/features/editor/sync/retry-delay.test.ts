import { describe, expect, it } from 'vitest'
import { saveRetryDelayMs } from './retry-delay'

describe('saveRetryDelayMs', () => {
  it('doubles from 1 s and never waits more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(saveRetryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ])
  })
})
