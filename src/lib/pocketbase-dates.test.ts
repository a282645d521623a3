import { describe, expect, it } from 'vitest'
import { parseRecordDate } from './pocketbase'

describe('parseRecordDate', () => {
  it('reads PocketBase dates', () => {
    expect(parseRecordDate('2026-12-03 10:00:00.000Z')?.toISOString()).toBe(
      '2026-12-03T10:00:00.000Z',
    )
  })

  it('reads empty and bad values as no date', () => {
    expect(parseRecordDate('')).toBeUndefined()
    expect(parseRecordDate(undefined)).toBeUndefined()
    expect(parseRecordDate('soon')).toBeUndefined()
  })
})
