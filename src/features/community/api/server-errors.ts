import { responseStatus } from '@/lib/pocketbase'

type FieldErrors = Record<string, { code?: string } | undefined>

/** PocketBase refused a second record where one is allowed (a second like, report or listing). */
export function isDuplicate(error: unknown): boolean {
  if (responseStatus(error) !== 400) return false
  const data = (error as { response?: { data?: FieldErrors } }).response?.data ?? {}
  return Object.values(data).some((field) => field?.code === 'validation_not_unique')
}

export const isNotFound = (error: unknown) => responseStatus(error) === 404
