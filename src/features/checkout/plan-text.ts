// Words and dates for the plan card; pure so the wording is tested alone.

export function trialDaysLeftText(days: number): string {
  if (days <= 0) return 'Ends today'
  return `${days} ${days === 1 ? 'day' : 'days'} left`
}

// PocketBase's dates, as lib/record-date.ts (the editor's) reads them. Kept apart: shared by the
// account page and the editor, that module would be a chunk of its own, named in every page's entry.
export function parseRecordDate(value: string | undefined): Date | undefined {
  if (!value) return undefined
  const date = new Date(value.replace(' ', 'T'))
  return Number.isNaN(date.getTime()) ? undefined : date
}

export function formatLongDate(date: Date, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date)
}
