import { describe, expect, it } from 'vitest'
import { formatLongDate, trialDaysLeftText } from './plan-text'

describe('trialDaysLeftText', () => {
  it('counts the days left, with "day" for one', () => {
    expect(trialDaysLeftText(30)).toBe('30 days left')
    expect(trialDaysLeftText(2)).toBe('2 days left')
    expect(trialDaysLeftText(1)).toBe('1 day left')
  })

  it('says the trial ends today when no whole day is left', () => {
    expect(trialDaysLeftText(0)).toBe('Ends today')
    expect(trialDaysLeftText(-1)).toBe('Ends today')
  })
})

describe('formatLongDate', () => {
  it('writes the date out in full', () => {
    expect(formatLongDate(new Date('2026-12-03T10:00:00Z'), 'en-GB')).toBe('3 December 2026')
  })
})
