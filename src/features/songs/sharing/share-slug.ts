/** Random bytes in a slug: 128 bits, as unguessable as a random UUID. */
export const SHARE_SLUG_BYTES = 16

/** The header a visitor sends the slug in; the songs API rules read it (pb_migrations). */
export const SHARE_SLUG_HEADER = 'X-Share-Slug'

// What the server accepts (pb_migrations/1732160000_songs_key_sharing.js): base64url, 22-64 chars.
const SLUG_PATTERN = /^[A-Za-z0-9_-]{22,64}$/

export const isShareSlug = (value: string) => SLUG_PATTERN.test(value)

/** A new slug: crypto-random bytes in base64url (22 characters), never Math.random. */
export function newShareSlug(fill: (bytes: Uint8Array<ArrayBuffer>) => void = fillRandom): string {
  const bytes = new Uint8Array(SHARE_SLUG_BYTES)
  fill(bytes)
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

const fillRandom = (bytes: Uint8Array<ArrayBuffer>) => {
  crypto.getRandomValues(bytes)
}
