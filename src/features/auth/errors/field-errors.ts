import { responseStatus } from '@/lib/response-status'

export type FieldErrors<F extends string> = Partial<Record<F, string>>

type ServerAnswer = { message?: unknown; data?: Record<string, { message?: unknown } | undefined> }

// The JSON body of a failed SDK call; undefined for anything that is not one.
function serverAnswer(error: unknown): ServerAnswer | undefined {
  if (responseStatus(error) === undefined) return undefined
  return (error as { response?: ServerAnswer }).response
}

// PocketBase's 400 answers name the failing fields: { data: { email: { code, message } } }.
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: Partial<Record<string, F>>,
): FieldErrors<F> {
  const data = serverAnswer(error)?.data ?? {}
  const found: FieldErrors<F> = {}
  for (const [serverField, field] of Object.entries(fields)) {
    const message = data[serverField]?.message
    if (field && typeof message === 'string' && message && !found[field]) found[field] = message
  }
  return found
}

export const hasErrors = (errors: object): boolean => Object.values(errors).some(Boolean)

// The server's own sentence for a failed call, or a plain fallback when it said nothing useful.
export function serverMessage(error: unknown, fallback: string): string {
  const status = responseStatus(error) ?? 0
  const message = serverAnswer(error)?.message
  return status > 0 && typeof message === 'string' && message ? message : fallback
}
