// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession, getSession } from '@/lib/auth-session'
import { registrationErrors } from '../errors/registration-errors'
import {
  authReply,
  failure,
  fakeBackend,
  inTurn,
  type Reply,
  refused,
  user,
} from '../testing/fake-backend'
import { RegistrationError, startRegistration } from './registration-progress'
import { runRegistration } from './run-registration'

const form = { name: 'Ada', email: '  Ada@Example.TEST ', password: 'secret-123', newsletter: true }
const emptyList = { body: { page: 1, perPage: 1, items: [] } }

function backend(overrides: Record<string, Reply | (() => Reply)> = {}) {
  return fakeBackend({
    'POST /api/collections/users/records': { body: user },
    'POST /api/collections/users/auth-with-password': authReply(),
    'POST /api/collections/users/auth-refresh': authReply(),
    'POST /api/check-edu-license': { body: { granted: false, reason: 'no-license' } },
    'POST /api/collections/users/request-verification': { status: 204 },
    'GET /api/collections/songs/records': emptyList,
    'POST /api/collections/songs/records': { body: { id: 's1' } },
    'PATCH /api/collections/users/records/u1': {
      body: { ...user, subscribed_to_email_member: true },
    },
    'POST /api/add-email-list-member': { body: { ok: true } },
    ...overrides,
  })
}

// The 2 s pause shows up in the call log instead of slowing the test.
function recordingWait(log: { steps: () => string[] }) {
  const waits: { ms: number; after: number }[] = []
  const wait = vi.fn(async (ms: number) => {
    waits.push({ ms, after: log.steps().length })
  })
  return { wait, waits }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  clearSession()
})

describe('runRegistration', () => {
  it('runs the registration steps in order, with the e-mail lowercased', async () => {
    const log = backend()
    const { wait, waits } = recordingWait(log)
    await runRegistration(form, startRegistration(form.email), { wait })

    expect(log.steps()).toEqual([
      'POST /api/collections/users/records',
      // The password check gives the token the edu check needs before the session exists.
      'POST /api/collections/users/auth-with-password',
      'POST /api/check-edu-license',
      // The session starts here.
      'POST /api/collections/users/auth-refresh',
      'POST /api/collections/users/request-verification',
      'GET /api/collections/songs/records',
      'POST /api/collections/songs/records',
      'PATCH /api/collections/users/records/u1',
      'POST /api/add-email-list-member',
      'POST /api/add-email-list-member',
    ])
    // The wait comes after the first song and before the newsletter flag.
    expect(waits).toEqual([{ ms: 2000, after: 7 }])

    const [create, tokenFetch, edu, signIn, verify, , song, flag, list3, list2] = log.calls
    expect(create?.body).toEqual({
      name: 'Ada',
      email: 'ada@example.test',
      password: 'secret-123',
      passwordConfirm: 'secret-123',
    })
    expect(tokenFetch?.body).toEqual({ identity: 'ada@example.test', password: 'secret-123' })
    expect(edu?.body).toEqual({ email: 'ada@example.test', id: 'u1' })
    expect(edu?.authorization).toMatch(/^ey/)
    expect(signIn?.authorization).toBe(edu?.authorization)
    expect(verify?.body).toEqual({ email: 'ada@example.test' })
    expect(song?.body).toEqual({
      user: 'u1',
      name: 'New song',
      bpm: 60,
      version: 1,
      instrument: 0,
      timesignature: '4/4',
      tablecontent: [],
      labelcontent: [],
      tags: null,
      description: '',
    })
    expect(flag?.body).toEqual({ subscribed_to_email_member: true })
    expect(list3?.body).toEqual({ email: 'ada@example.test', list: 3, name: 'Ada' })
    expect(list2?.body).toEqual({ email: 'ada@example.test', list: 2, name: 'Ada' })
    expect(list3?.authorization).toBe(getSession()?.token)
    expect(getSession()?.user.id).toBe('u1')
  })

  it('adds the e-mail to list 2 only when the newsletter was chosen', async () => {
    const log = backend()
    await runRegistration({ ...form, newsletter: false }, startRegistration(form.email), {
      wait: async () => {},
    })
    const lists = log.find('POST /api/add-email-list-member').map((call) => call.body?.list)
    expect(lists).toEqual([3])
    expect(log.find('PATCH /api/collections/users/records/u1')[0]?.body).toEqual({
      subscribed_to_email_member: false,
    })
  })

  it('ignores failing mailing-list calls', async () => {
    const log = backend({ 'POST /api/add-email-list-member': failure(500) })
    await expect(
      runRegistration(form, startRegistration(form.email), { wait: async () => {} }),
    ).resolves.toMatchObject({ id: 'u1' })
    expect(log.find('POST /api/add-email-list-member')).toHaveLength(2)
  })

  it('goes on without premium when the edu check fails', async () => {
    const log = backend({ 'POST /api/check-edu-license': failure(404) })
    await runRegistration(form, startRegistration(form.email), { wait: async () => {} })
    expect(log.find('POST /api/collections/songs/records')).toHaveLength(1)
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('edu-license'),
      expect.anything(),
    )
  })

  it('resumes after a failed first song without a second account, sign-in or song', async () => {
    const log = backend({
      'POST /api/collections/songs/records': inTurn(failure(500), { body: { id: 's1' } }),
    })
    const progress = startRegistration(form.email)
    const wait = async () => {}
    const error = await runRegistration(form, progress, { wait }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RegistrationError)
    expect((error as RegistrationError).step).toBe('first-song')
    expect(getSession()?.user.id).toBe('u1')

    await runRegistration(form, progress, { wait })
    expect(log.find('POST /api/collections/users/records')).toHaveLength(1)
    expect(log.find('POST /api/check-edu-license')).toHaveLength(1)
    expect(log.find('POST /api/collections/users/request-verification')).toHaveLength(1)
    expect(log.find('POST /api/collections/songs/records')).toHaveLength(2)
    expect(log.find('PATCH /api/collections/users/records/u1')).toHaveLength(1)
  })

  it('creates no second song when the first one exists already', async () => {
    const log = backend({
      'GET /api/collections/songs/records': {
        body: { page: 1, perPage: 1, items: [{ id: 's1' }] },
      },
    })
    await runRegistration(form, startRegistration(form.email), { wait: async () => {} })
    expect(log.find('POST /api/collections/songs/records')).toHaveLength(0)
    const lookup = log.find('GET /api/collections/songs/records')[0]
    expect(lookup?.query.get('perPage')).toBe('1')
    expect(lookup?.query.get('filter')).toBe("user = 'u1'")
  })

  it('retries a failed sign-in without creating the user again', async () => {
    const log = backend({
      'POST /api/collections/users/auth-refresh': inTurn(failure(500), authReply()),
    })
    const progress = startRegistration(form.email)
    const first = await runRegistration(form, progress, { wait: async () => {} }).catch(
      (e: unknown) => e,
    )
    expect((first as RegistrationError).step).toBe('sign-in')
    // No half-started session is left behind.
    expect(getSession()).toBeNull()
    await runRegistration(form, progress, { wait: async () => {} })
    expect(log.find('POST /api/collections/users/records')).toHaveLength(1)
    expect(getSession()?.user.id).toBe('u1')
  })

  it('stops at sign-in, before the edu check, when the password check fails', async () => {
    const log = backend({ 'POST /api/collections/users/auth-with-password': failure(400) })
    const error = await runRegistration(form, startRegistration(form.email)).catch(
      (e: unknown) => e,
    )
    expect((error as RegistrationError).step).toBe('sign-in')
    expect(log.find('POST /api/check-edu-license')).toHaveLength(0)
    expect(getSession()).toBeNull()
  })

  it("stops at create with the server's field messages and changes nothing else", async () => {
    const log = backend({
      'POST /api/collections/users/records': refused({
        email: ['validation_invalid_email', 'The email is invalid or already in use.'],
        password: ['validation_length_out_of_range', 'The length must be between 8 and 72.'],
      }),
    })
    const error = await runRegistration(form, startRegistration(form.email)).catch(
      (e: unknown) => e,
    )
    expect((error as RegistrationError).step).toBe('create')
    expect(log.steps()).toEqual(['POST /api/collections/users/records'])
    expect(registrationErrors(error)).toEqual({
      fields: {
        email: 'The email is invalid or already in use.',
        password: 'The length must be between 8 and 72.',
      },
    })
  })
})
