// PocketBase and the product functions answer 429 past a rate limit, with the wait already in
// words ("Too many attempts: try again in 12 minutes."). Read without importing the SDK.
export const TOO_MANY_ATTEMPTS_STATUS = 429

const FALLBACK = 'Too many attempts: please try again later.'

type Refusal = { status?: unknown; message?: unknown; response?: { message?: unknown } }

// The sentence to show for a rate-limited call, or undefined when the error is something else.
export function tooManyAttemptsMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { status, response, message } = error as Refusal
  if (status !== TOO_MANY_ATTEMPTS_STATUS) return undefined
  // The SDK keeps the server's sentence in `response`; a function's error carries it as its message.
  const said = response?.message ?? (error instanceof Error && !response ? message : undefined)
  return typeof said === 'string' && said.startsWith('Too many') ? said : FALLBACK
}
