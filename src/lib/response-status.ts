// The SDK names its errors "ClientResponseError <status>" (pocketbase 0.21); recognising them by
// that lets code that only reads errors (forms' messages) leave the SDK out of its chunk.
const SDK_ERROR_NAME = 'ClientResponseError'

// The HTTP status of a failed SDK call, or undefined for anything else (0 means aborted).
export function responseStatus(error: unknown): number | undefined {
  if (!(error instanceof Error) || !error.name.startsWith(SDK_ERROR_NAME)) return undefined
  const { status } = error as { status?: unknown }
  return typeof status === 'number' ? status : undefined
}
