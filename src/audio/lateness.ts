import type { StartRecord } from './scheduler'

export type Lateness = {
  /** Sounds scheduled. */
  count: number
  /** Sounds scheduled after their start time had passed: they start late (at once, not on time). */
  late: number
  /** The worst lateness, in ms (0 when none was late). */
  worstLateMs: number
  /** The smallest head start any sound had, in ms (negative when one was late). */
  minLeadMs: number
}

/** How late a run of scheduling calls was, for tests and the playback benchmark. */
export function scheduleLateness(records: readonly StartRecord[]): Lateness {
  let late = 0
  let worstLateS = 0
  let minLeadS = Number.POSITIVE_INFINITY
  for (const { when, at } of records) {
    const lead = when - at
    if (lead < 0) {
      late += 1
      worstLateS = Math.max(worstLateS, -lead)
    }
    minLeadS = Math.min(minLeadS, lead)
  }
  return {
    count: records.length,
    late,
    worstLateMs: worstLateS * 1000,
    minLeadMs: records.length ? minLeadS * 1000 : 0,
  }
}
