const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')

// An unsigned JWT-shaped token whose exp lies offsetS seconds from now.
export function makeToken(offsetS: number, nowMs = Date.now()): string {
  const exp = Math.floor(nowMs / 1000) + offsetS
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ id: 'u1', type: 'authRecord', exp })}.sig`
}
