// What the shell needs to read the plan's query without loading react-query's runtime, the
// lookup or its validation (the first pages' JS budgets): its key, and which failure turns premium off.

export const activePremiumQueryKey = (userId: string) => ['premium', 'active', userId] as const

export const refusesSession = (status: number) => status === 401 || status === 403

// A session the server refuses turns premium off, whatever was remembered. Read by shape: only the
// lookup's own error (PremiumLookupError) carries a status.
export const isRefusedSession = (error: unknown): boolean =>
  refusesSession((error as { status?: number } | null)?.status ?? 0)
