// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { scheduleLateness } from './lateness'

describe('schedule lateness', () => {
  it('counts the sounds handed over after their time, and the worst and tightest', () => {
    const figures = scheduleLateness([
      { when: 1.3, at: 1 },
      { when: 2, at: 2.05 },
      { when: 3, at: 3.01 },
      { when: 4.1, at: 4 },
    ])
    expect(figures.count).toBe(4)
    expect(figures.late).toBe(2)
    expect(figures.worstLateMs).toBeCloseTo(50)
    expect(figures.minLeadMs).toBeCloseTo(-50)
  })

  it('reports nothing late when every sound was scheduled ahead', () => {
    expect(scheduleLateness([{ when: 1.2, at: 1 }])).toEqual({
      count: 1,
      late: 0,
      worstLateMs: 0,
      minLeadMs: expect.closeTo(200),
    })
    expect(scheduleLateness([])).toEqual({ count: 0, late: 0, worstLateMs: 0, minLeadMs: 0 })
  })
})
