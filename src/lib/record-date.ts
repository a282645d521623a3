// PocketBase writes dates as "2026-12-03 10:00:00.000Z"; an empty or bad value reads as none.
export function parseRecordDate(value: string | undefined): Date | undefined {
  if (!value) return undefined
  const date = new Date(value.replace(' ', 'T'))
  return Number.isNaN(date.getTime()) ? undefined : date
}
