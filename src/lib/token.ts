// The exp claim (seconds since epoch) of a JWT; undefined when it has none, null when unreadable.
export function readTokenExpiry(token: string): number | undefined | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')))
    if (typeof claims !== 'object' || claims === null) return null
    return 'exp' in claims && typeof claims.exp === 'number' ? claims.exp : undefined
  } catch {
    return null
  }
}

// A token counts as expired if its exp is in the past; an unreadable token never counts.
export function isTokenExpired(token: string, nowMs = Date.now()): boolean {
  const exp = readTokenExpiry(token)
  if (exp === null) return true
  return exp !== undefined && exp * 1000 <= nowMs
}
