// Words and dates for the plan card; pure so the wording is tested alone.

export function trialDaysLeftText(days: number): string {
  if (days <= 0) return 'Ends today'
  return `${days} ${days === 1 ? 'day' : 'days'} left`
}

export function formatLongDate(date: Date, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date)
}
