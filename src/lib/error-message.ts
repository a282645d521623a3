// PocketBase refusals carry a message and per-field messages; read them without importing the SDK.
type ErrorBody = { message?: unknown; data?: Record<string, { message?: unknown } | undefined> }

function responseBody(error: unknown): ErrorBody | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined
  const body = (error as { response: unknown }).response
  return typeof body === 'object' && body !== null ? (body as ErrorBody) : undefined
}

// The server's message for one field, e.g. "Missing or invalid old auth record password."
export function fieldError(error: unknown, field: string): string | undefined {
  const message = responseBody(error)?.data?.[field]?.message
  return typeof message === 'string' && message ? message : undefined
}

// A sentence to show for a failed call; the fallback stands in for network trouble and the like.
export function errorMessage(error: unknown, fallback: string): string {
  const message = responseBody(error)?.message
  if (typeof message === 'string' && message) return message
  if (error instanceof Error && error.name === 'FunctionError') return error.message
  return fallback
}
