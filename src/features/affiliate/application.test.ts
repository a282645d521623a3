import { describe, expect, it } from 'vitest'
import { characterCount } from '@/lib/character-count'
import {
  APPLICATION_LIMITS,
  type Application,
  applicationErrors,
  emptyApplication,
  normalizeApplication,
  validateApplication,
} from './application'

const valid: Application = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  website: 'https://ada.example',
  audience: 'My piano students',
  message: 'Hello!',
}

// What the SDK throws for a failed request (pocketbase 0.21's ClientResponseError, by its name).
function sdkError(status: number, data: Record<string, unknown> = {}) {
  return Object.assign(new Error('Failed to create record.'), {
    name: `ClientResponseError ${status}`,
    status,
    response: { code: status, message: 'Failed to create record.', data },
  })
}

describe('normalizeApplication', () => {
  it('trims every field', () => {
    expect(
      normalizeApplication({
        name: '  Ada ',
        email: ' ada@example.com\n',
        website: ' ',
        audience: '\tclass ',
        message: ' hi ',
      }),
    ).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      website: '',
      audience: 'class',
      message: 'hi',
    })
  })

  it('makes a website typed without its scheme https, and keeps one with a scheme', () => {
    expect(normalizeApplication({ ...valid, website: 'myblog.com/x' }).website).toBe(
      'https://myblog.com/x',
    )
    expect(normalizeApplication({ ...valid, website: 'http://old.example' }).website).toBe(
      'http://old.example',
    )
    expect(normalizeApplication({ ...valid, website: 'ftp://files.example' }).website).toBe(
      'ftp://files.example',
    )
  })
})

describe('validateApplication', () => {
  it('accepts a complete application, and one with only a name and an e-mail', () => {
    expect(validateApplication(valid)).toEqual({})
    expect(validateApplication({ ...emptyApplication(), name: 'A', email: 'a@b.se' })).toEqual({})
  })

  it('asks for the name and the e-mail when they are empty', () => {
    expect(validateApplication(emptyApplication())).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your e-mail address.',
    })
  })

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada @example.com', 'a@b@c.se'])(
    'refuses the e-mail %j',
    (email) => {
      expect(validateApplication({ ...valid, email }).email).toMatch(/valid e-mail address/)
    },
  )

  it.each([
    'https://',
    'https://localhost',
    'ftp://files.example',
    'javascript:alert(1)',
    'https://my blog.com',
    'https://.com',
  ])('refuses the website %j', (website) => {
    expect(validateApplication({ ...valid, website }).website).toMatch(/web address/)
  })

  it.each(['https://ada.example', 'http://ada.example/path?q=1', 'https://youtube.com/@ada'])(
    'accepts the website %j',
    (website) => {
      expect(validateApplication({ ...valid, website })).toEqual({})
    },
  )

  it.each(Object.entries(APPLICATION_LIMITS))(
    'allows %s up to %i characters and no more',
    (field, max) => {
      expect(validateApplication({ ...valid, [field]: 'x'.repeat(max) })).toEqual({})
      expect(validateApplication({ ...valid, [field]: 'x'.repeat(max + 1) })).toEqual({
        [field]: `Please shorten this to ${max} characters or fewer (it has ${max + 1}).`,
      })
    },
  )

  it('counts characters as PocketBase does: an emoji is one', () => {
    expect(characterCount('🎹🎸')).toBe(2)
    expect(validateApplication({ ...valid, name: '🎹'.repeat(100) })).toEqual({})
  })
})

describe('applicationErrors', () => {
  it("puts PocketBase's field errors under their fields, in the form's words", () => {
    const error = sdkError(400, {
      name: { code: 'validation_required', message: 'Missing required value.' },
      email: { code: 'validation_invalid_email', message: 'Must be a valid email.' },
      website: { code: 'validation_invalid_url', message: 'Must be a valid url.' },
      message: {
        code: 'validation_max_text_constraint',
        message: 'Must be less than 2000 character(s).',
      },
      audience: { code: 'validation_something_new', message: 'Something new.' },
    })
    expect(applicationErrors(error)).toEqual({
      fields: {
        name: 'Please enter your name.',
        email: 'Please enter a valid e-mail address, like name@example.com.',
        website: 'Please enter a web address like https://yourblog.com, or leave it empty.',
        message: 'Please shorten this to 2000 characters or fewer.',
        audience: 'Something new.',
      },
    })
  })

  it('reads a name of only spaces, refused by its pattern, as a missing name', () => {
    const error = sdkError(400, {
      name: { code: 'validation_invalid_format', message: 'Invalid value format.' },
    })
    expect(applicationErrors(error).fields).toEqual({ name: 'Please enter your name.' })
  })

  it('says so under the e-mail when that address has applied already', () => {
    const error = sdkError(400, {
      email: {
        code: 'validation_already_applied',
        message: 'An application from this address is already waiting for our reply.',
      },
    })
    expect(applicationErrors(error)).toEqual({
      fields: {
        email: 'We already have an application from this address and will reply to it soon.',
      },
    })
  })

  it('says how long to wait when this client has sent too many', () => {
    const wait = 'Too many attempts: try again in 40 minutes.'
    const error = sdkError(429)
    error.response.message = wait
    expect(applicationErrors(error)).toEqual({ fields: {}, message: wait })
  })

  it('says it once for the form when the server names no field of the form', () => {
    expect(applicationErrors(sdkError(400)).message).toMatch(/not accepted/)
    expect(
      applicationErrors(sdkError(400, { id: { code: 'x', message: 'Bad id.' } })).message,
    ).toMatch(/not accepted/)
  })

  it('tells a lost connection from a server fault', () => {
    const offline = /could not reach Songpad\. Check your connection/
    expect(applicationErrors(sdkError(0))).toEqual({
      fields: {},
      message: expect.stringMatching(offline),
    })
    expect(applicationErrors(new TypeError('Failed to fetch')).message).toMatch(offline)
    expect(applicationErrors(sdkError(500)).message).toMatch(/went wrong on our side/)
    expect(applicationErrors(sdkError(403)).message).toMatch(/went wrong on our side/)
  })
})
