const DAY_MS = 24 * 60 * 60 * 1000

// PocketBase stores dates as "2026-01-31 12:00:00.000Z"; empty means unset.
export function parsePocketBaseDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined
  const date = new Date(value.trim().replace(' ', 'T'))
  return Number.isNaN(date.getTime()) ? undefined : date
}

export function isFuture(date: Date | undefined, now: Date): date is Date {
  return date !== undefined && date.getTime() > now.getTime()
}

// Whole days left, counting a started day as a full one.
export function daysLeft(until: Date, now: Date): number {
  return Math.max(0, Math.ceil((until.getTime() - now.getTime()) / DAY_MS))
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS)
}

// The later of the dates given, ignoring unset ones; undefined when none is set.
export function latest(...dates: (Date | undefined)[]): Date | undefined {
  return dates.reduce<Date | undefined>(
    (best, date) => (date && (!best || date.getTime() > best.getTime()) ? date : best),
    undefined,
  )
}
