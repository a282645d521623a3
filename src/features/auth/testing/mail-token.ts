const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')

// A token shaped like PocketBase's mail tokens, expiring offsetS seconds from now.
export function mailToken(claims: Record<string, string>, offsetS = 1800): string {
  const exp = Math.floor(Date.now() / 1000) + offsetS
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ ...claims, exp })}.sig`
}
