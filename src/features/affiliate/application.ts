import { characterCount } from '@/lib/character-count'
import { responseStatus } from '@/lib/response-status'
import { tooManyAttemptsMessage } from '@/lib/too-many-attempts'

export const APPLICATION_FIELDS = ['name', 'email', 'website', 'audience', 'message'] as const
export type ApplicationField = (typeof APPLICATION_FIELDS)[number]
export type Application = Record<ApplicationField, string>
export type FieldErrors = Partial<Record<ApplicationField, string>>
export type ApplicationErrors = { fields: FieldErrors; message?: string }

/** Maximum lengths in characters (code points, as PocketBase counts them); the migration's too. */
export const APPLICATION_LIMITS = { name: 100, audience: 300, message: 2000 } as const
type LimitedField = keyof typeof APPLICATION_LIMITS

export const emptyApplication = (): Application => ({
  name: '',
  email: '',
  website: '',
  audience: '',
  message: '',
})

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i
// Something@domain.tld with no spaces: PocketBase checks the rest.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** What is sent: trimmed, and a website typed without its scheme ("myblog.com") made https. */
export function normalizeApplication(form: Application): Application {
  const trimmed = Object.fromEntries(
    APPLICATION_FIELDS.map((field) => [field, form[field].trim()]),
  ) as Application
  const { website } = trimmed
  return {
    ...trimmed,
    website: website && !HAS_SCHEME.test(website) ? `https://${website}` : website,
  }
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value)
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      /^[^.]+(\.[^.]+)+$/.test(url.hostname)
    )
  } catch {
    return false
  }
}

const MESSAGES = {
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address, like name@example.com.',
  websiteInvalid: 'Please enter a web address like https://yourblog.com, or leave it empty.',
  // pb_hooks/affiliate.pb.js takes one application per address a day.
  alreadyApplied: 'We already have an application from this address and will reply to it soon.',
  tooLong: (max: number, now?: number) =>
    `Please shorten this to ${max} characters or fewer${now === undefined ? '' : ` (it has ${now})`}.`,
}

/** The form's own checks, on the normalized values: the same rules as the server's. */
export function validateApplication(form: Application): FieldErrors {
  const errors: FieldErrors = {}
  if (!form.name) errors.name = MESSAGES.nameRequired
  if (!form.email) errors.email = MESSAGES.emailRequired
  else if (!EMAIL.test(form.email)) errors.email = MESSAGES.emailInvalid
  if (form.website && !isWebAddress(form.website)) errors.website = MESSAGES.websiteInvalid
  for (const field of Object.keys(APPLICATION_LIMITS) as LimitedField[]) {
    const count = characterCount(form[field])
    if (count > APPLICATION_LIMITS[field] && !errors[field]) {
      errors[field] = MESSAGES.tooLong(APPLICATION_LIMITS[field], count)
    }
  }
  return errors
}

export const hasErrors = (errors: FieldErrors): boolean => Object.values(errors).some(Boolean)

const isField = (name: string): name is ApplicationField =>
  (APPLICATION_FIELDS as readonly string[]).includes(name)

// PocketBase's codes in our words; an unknown code keeps the server's own message.
function serverFieldMessage(field: ApplicationField, code: unknown, message: string): string {
  if (code === 'validation_required' || (field === 'name' && code === 'validation_invalid_format'))
    return field === 'name' ? MESSAGES.nameRequired : MESSAGES.emailRequired
  if (code === 'validation_invalid_email') return MESSAGES.emailInvalid
  if (code === 'validation_invalid_url') return MESSAGES.websiteInvalid
  if (code === 'validation_already_applied') return MESSAGES.alreadyApplied
  if (code === 'validation_max_text_constraint' && field in APPLICATION_LIMITS)
    return MESSAGES.tooLong(APPLICATION_LIMITS[field as LimitedField])
  return message
}

type ServerAnswer = { data?: Record<string, { code?: unknown; message?: unknown } | undefined> }

/**
 * A failed submit in words: PocketBase's field errors under their fields, anything else (no
 * connection, a server fault, a field the form does not have) once for the whole form.
 */
export function applicationErrors(error: unknown): ApplicationErrors {
  const status = responseStatus(error)
  if (status === 400) {
    const data = (error as { response?: ServerAnswer }).response?.data ?? {}
    const fields: FieldErrors = {}
    let unknown = false
    for (const [name, detail] of Object.entries(data)) {
      const message = typeof detail?.message === 'string' ? detail.message : ''
      if (isField(name)) fields[name] = serverFieldMessage(name, detail?.code, message)
      else unknown = true
    }
    if (hasErrors(fields) && !unknown) return { fields }
    return { fields, message: 'Some of your details were not accepted. Please check them.' }
  }
  // Status 0 is a request that never got an answer; a TypeError, a chunk that failed to load.
  if (status === undefined || status === 0) {
    return {
      fields: {},
      message: 'We could not reach Songpad. Check your connection and try again.',
    }
  }
  // Too many applications from this client (pb_hooks/rate-limits.cjs): the server says how long to wait.
  const tooMany = tooManyAttemptsMessage(error)
  if (tooMany) return { fields: {}, message: tooMany }
  return {
    fields: {},
    message: 'Something went wrong on our side. Please try again in a moment.',
  }
}
