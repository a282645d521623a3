// What the shell needs to read the plan's query without loading react-query's runtime or the
// lookup's validation: its key and its error.

export const activePremiumQueryKey = (userId: string) => ['premium', 'active', userId] as const

/** The lookup's error, with the status that tells a refused session from an outage. */
export class PremiumLookupError extends Error {
  constructor(readonly status: number) {
    super('Network response was not ok')
  }
}

export const refusesSession = (status: number) => status === 401 || status === 403

// A session the server refuses turns premium off, whatever was remembered.
export const isRefusedSession = (error: unknown): boolean =>
  error instanceof PremiumLookupError && refusesSession(error.status)
