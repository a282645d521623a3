// Every answer is JSON, never sniffed as anything else; per-user data must never be cached by a proxy.
const JSON_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
} as const

export function json(data: unknown, status = 200, headers?: HeadersInit): Response {
  const response = new Response(JSON.stringify(data), { status, headers: JSON_HEADERS })
  for (const [name, value] of new Headers(headers)) response.headers.set(name, value)
  return response
}

// The one error shape: `{ error: { status, message }, message }`.
export interface ErrorBody {
  error: { status: number; message: string }
  message: string
}

export function errorJson(status: number, message: string, headers?: HeadersInit): Response {
  const body: ErrorBody = { error: { status, message }, message }
  return json(body, status, headers)
}

// Thrown for an answer the caller should see as is (4xx, or a clear 5xx).
export class HttpError extends Error {
  readonly status: number
  readonly headers?: HeadersInit

  constructor(status: number, message: string, headers?: HeadersInit) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.headers = headers
  }

  toResponse(): Response {
    return errorJson(this.status, this.message, this.headers)
  }
}
