import * as v from 'valibot'

// PocketBase record ids: 15 lowercase letters or digits.
export const RECORD_ID = /^[a-z0-9]{15}$/

export function requiredString(name: string) {
  return v.string(`${name} must be a string.`)
}

export function recordId(name: string) {
  return v.pipe(
    requiredString(name),
    v.regex(RECORD_ID, `${name} must be a 15-character PocketBase record id.`),
  )
}

export function email(name: string) {
  return v.pipe(
    requiredString(name),
    v.trim(),
    v.email(`${name} must be a valid e-mail address.`),
    v.maxLength(254, `${name} is too long.`),
  )
}
