import { getStoredToken } from './auth-session'

// A product function's refusal, carrying the status and the message it sent.
export class FunctionError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'FunctionError'
  }
}

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.'

// The message of an error body, whichever of the two shapes the functions use.
function readMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { message, error } = body as { message?: unknown; error?: { message?: unknown } }
  if (typeof message === 'string' && message) return message
  if (typeof error?.message === 'string' && error.message) return error.message
  return undefined
}

/**
 * The one client of our functions: POSTs JSON to /api/<name> with the user's PocketBase token (the
 * stored session's unless one is given, as right after registering); same origin, so cookies go
 * along. A refusal throws a FunctionError with the status and the function's message.
 */
export async function postFunction<T>(
  name: string,
  body: object = {},
  token: string = getStoredToken(),
): Promise<T> {
  let response: Response
  try {
    response = await fetch(`/api/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: token },
      body: JSON.stringify(body),
    })
  } catch {
    throw new FunctionError(0, 'Could not reach Songpad. Check your connection and try again.')
  }
  const data: unknown = await response.json().catch(() => undefined)
  if (!response.ok) throw new FunctionError(response.status, readMessage(data) ?? FALLBACK_MESSAGE)
  return data as T
}
