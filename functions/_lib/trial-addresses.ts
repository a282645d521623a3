// What recognises an address that has had a trial, after its account is gone: a hash, never the
// address. Case and a "+tag" do not make another person (a+1@x and A@x are one inbox).
export function normalizedAddress(email: string): string {
  const lower = email.trim().toLowerCase()
  const at = lower.lastIndexOf('@')
  if (at < 0) return lower
  const local = lower.slice(0, at).split('+')[0] ?? ''
  return `${local}@${lower.slice(at + 1)}`
}

// SHA-256 of the normalised address, as 64 hex digits (the trial_addresses collection's pattern).
export async function trialAddressHash(email: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(normalizedAddress(email)),
  )
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
