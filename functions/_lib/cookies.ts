// Reads one cookie from the Cookie header; values may be URL-encoded (js-cookie encodes them).
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('Cookie') ?? ''
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue
    const raw = part.slice(separator + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return undefined
}

// A Set-Cookie value that makes the browser drop the cookie at once (same path and flags it was set with).
export function clearCookie(name: string): string {
  return `${name}=; Path=/; Max-Age=0; Secure; SameSite=Lax`
}
