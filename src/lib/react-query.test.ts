import { describe, expect, it } from 'vitest'
import { queryClient, queryRetryDelay } from './react-query'

describe('queryRetryDelay', () => {
  it('doubles from one second', () => {
    expect([0, 1, 2, 3].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000])
  })

  it('is capped at 30 seconds', () => {
    expect(queryRetryDelay(5)).toBe(30_000)
    expect(queryRetryDelay(20)).toBe(30_000)
  })
})

describe('queryClient defaults', () => {
  it('retries 3 times and keeps data for 5 minutes', () => {
    const queries = queryClient.getDefaultOptions().queries
    expect(queries?.retry).toBe(3)
    expect(queries?.staleTime).toBe(300_000)
    expect(queries?.gcTime).toBe(300_000)
  })
})
