// Words and dates for the plan card; pure so the wording is tested alone.

export function trialDaysLeftText(days: number): string {
  if (days <= 0) return 'Ends today'
  return `${days} ${days === 1 ? 'day' : 'days'} left`
}

// PocketBase writes dates as "2026-12-03 10:00:00.000Z"; an empty or bad value reads as none.
export function parseRecordDate(value: string | undefined): Date | undefined {
  if (!value) return undefined
  const date = new Date(value.replace(' ', 'T'))
  return Number.isNaN(date.getTime()) ? undefined : date
}

export function formatLongDate(date: Date, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date)
}
