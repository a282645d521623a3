// Section and bar ids: short, unique within a song, never reused for another section or bar.

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'
/** Random characters of a new id: 36^8 ≈ 2.8e12, so two ids in one song never meet. */
const NEW_ID_LENGTH = 8

export const ID_PATTERN = /^[A-Za-z0-9_-]{1,24}$/

export const isId = (value: unknown): value is string =>
  typeof value === 'string' && ID_PATTERN.test(value)

/** A fresh random id for a section or bar made now. */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(NEW_ID_LENGTH))
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')
}

/** The id a section or bar gets from its place when it has none (a version-1 song). */
export const positionId = (section: number, bar?: number): string =>
  bar === undefined ? `s${section + 1}` : `s${section + 1}b${bar + 1}`
