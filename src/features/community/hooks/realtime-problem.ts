// The SDK wraps its realtime errors ("EventSource connect took too long.", "Failed to establish
// realtime connection.") in a response error whose own message is a generic one.
export function realtimeProblem(error: unknown): string {
  const original = (error as { originalError?: unknown } | null)?.originalError
  if (original instanceof Error && original.message) return original.message
  return 'Failed to establish realtime connection.'
}
