// @vitest-environment jsdom
import { waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession, getSession } from '@/lib/auth-session'
import { googleErrorMessage } from '../errors/google-errors'
import { authReply, failure, fakeBackend, type Reply, user } from '../testing/fake-backend'
import { FakeEventSource, fakePopup } from '../testing/fake-event-source'
import { authWithGoogle, cancelGoogleSignIn, finishGoogleSignIn } from './google-sign-in'

// Google itself cannot be reached here; the SDK runs for real against a faked PocketBase and SSE.
const googleProvider = {
  name: 'google',
  displayName: 'Google',
  state: 'pb-state',
  authUrl: 'https://accounts.google.test/o/oauth2/auth?client_id=cid&state=pb-state&redirect_uri=',
  codeVerifier: 'verifier-1',
  codeChallenge: 'challenge-1',
  codeChallengeMethod: 'S256',
}
const authMethods = (providers = [googleProvider]): Reply => ({
  body: { authProviders: providers, usernamePassword: false, emailPassword: true },
})
const googleUser = { ...user, name: '', email: 'gina@example.test', verified: true }

function backend(overrides: Record<string, Reply> = {}) {
  return fakeBackend({
    'GET /api/collections/users/auth-methods': authMethods(),
    'POST /api/realtime': { status: 204 },
    'POST /api/collections/users/auth-with-oauth2': authReply(googleUser, {
      name: 'Gina Google',
      isNew: true,
    }),
    'PATCH /api/collections/users/records/u1': { body: { ...googleUser, name: 'Gina Google' } },
    'POST /api/add-email-list-member': { body: { ok: true } },
    'GET /api/collections/songs/records': { body: { items: [] } },
    'POST /api/collections/songs/records': { body: { id: 's1' } },
    ...overrides,
  })
}

// Starts the flow and waits until the SDK has sent the pop-up to the provider.
async function startFlow() {
  const popup = fakePopup()
  const result = authWithGoogle(popup as unknown as Window)
  await waitFor(() => expect(popup.location.href).not.toBe(''))
  return { popup, result, answer: (data: object) => FakeEventSource.latest().emit('@oauth2', data) }
}

// What the page says when the flow ends on the redirect answering with `data`.
async function messageAfterRedirect(data: object) {
  const { answer, result } = await startFlow()
  answer(data)
  return googleErrorMessage(await result.catch((e: unknown) => e))
}

// What the page says when the flow fails before the pop-up is sent to the provider.
async function messageOnStart() {
  const error = await authWithGoogle(fakePopup() as unknown as Window).catch((e: unknown) => e)
  return googleErrorMessage(error)
}

beforeEach(() => {
  FakeEventSource.instances = []
  FakeEventSource.mode = 'connect'
  vi.stubGlobal('EventSource', FakeEventSource)
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(async () => {
  await cancelGoogleSignIn()
  clearSession()
  vi.unstubAllGlobals()
})

describe('Google sign-in', () => {
  it('sends the pop-up to Google with the realtime client as state and PocketBase as redirect', async () => {
    backend()
    const { popup, answer, result } = await startFlow()
    const url = new URL(popup.location.href)
    expect(url.origin).toBe('https://accounts.google.test')
    expect(url.searchParams.get('state')).toBe(FakeEventSource.clientId)
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/api\/oauth2-redirect$/)
    answer({ state: FakeEventSource.clientId, code: 'code-1' })
    await result
  })

  it('signs in with the code, names the user from the meta data, and sets up a new account', async () => {
    const log = backend()
    const { answer, result } = await startFlow()
    answer({ state: FakeEventSource.clientId, code: 'code-1' })
    const auth = await result
    expect(log.find('POST /api/collections/users/auth-with-oauth2')[0]?.body).toMatchObject({
      provider: 'google',
      code: 'code-1',
      codeVerifier: 'verifier-1',
    })
    expect(getSession()?.user.id).toBe('u1')

    const { user: named, isNew } = await finishGoogleSignIn(auth)
    expect(isNew).toBe(true)
    expect(named.name).toBe('Gina Google')
    expect(log.find('PATCH /api/collections/users/records/u1')[0]?.body).toEqual({
      name: 'Gina Google',
    })
    expect(log.find('POST /api/add-email-list-member')[0]?.body).toEqual({
      email: 'gina@example.test',
      list: 3,
      name: 'Gina Google',
    })
    expect(log.find('POST /api/collections/songs/records')[0]?.body).toMatchObject({
      user: 'u1',
      timesignature: '1/4',
      bpm: 60,
      name: 'New song',
    })
  })

  it('leaves lists and songs alone for an existing account', async () => {
    const log = backend({
      'POST /api/collections/users/auth-with-oauth2': authReply(
        { ...googleUser, name: 'Gina Google' },
        { name: 'Gina Google', isNew: false },
      ),
    })
    const { answer, result } = await startFlow()
    answer({ state: FakeEventSource.clientId, code: 'code-1' })
    const { isNew } = await finishGoogleSignIn(await result)
    expect(isNew).toBe(false)
    // The name is already the provider's, so nothing is written.
    expect(log.find('PATCH /api/collections/users/records/u1')).toHaveLength(0)
    expect(log.find('POST /api/add-email-list-member')).toHaveLength(0)
    expect(log.find('POST /api/collections/songs/records')).toHaveLength(0)
  })

  it('keeps the user signed in when the follow-up calls fail', async () => {
    backend({
      'PATCH /api/collections/users/records/u1': failure(500),
      'POST /api/add-email-list-member': failure(500),
      'POST /api/collections/songs/records': failure(500),
    })
    const { answer, result } = await startFlow()
    answer({ state: FakeEventSource.clientId, code: 'code-1' })
    await expect(finishGoogleSignIn(await result)).resolves.toMatchObject({ isNew: true })
    expect(getSession()?.user.id).toBe('u1')
  })

  it("says so when the state parameters don't match", async () => {
    backend()
    expect(await messageAfterRedirect({ state: 'someone-else', code: 'code-1' })).toBe(
      "Google sign-in could not be verified: State parameters don't match. Please try again.",
    )
    expect(getSession()).toBeNull()
  })

  it('says so when Google redirects back with an error and no code', async () => {
    backend()
    expect(
      await messageAfterRedirect({ state: FakeEventSource.clientId, error: 'access_denied' }),
    ).toBe(
      'Google sign-in did not finish (redirect error or missing code): Google answered "access_denied". Please try again.',
    )
  })

  it('says so when the redirect carries no code at all', async () => {
    backend()
    expect(await messageAfterRedirect({ state: FakeEventSource.clientId })).toBe(
      'Google sign-in did not finish (redirect error or missing code): Google sent no sign-in code. Please try again.',
    )
  })

  it("passes on PocketBase's message when it refuses the code", async () => {
    backend({
      'POST /api/collections/users/auth-with-oauth2': {
        status: 400,
        body: { code: 400, message: 'Failed to authenticate.', data: {} },
      },
    })
    expect(await messageAfterRedirect({ state: FakeEventSource.clientId, code: 'bad' })).toBe(
      'Google sign-in failed: Failed to authenticate. Please try again.',
    )
  })

  it('says so when the realtime connection fails', async () => {
    backend()
    FakeEventSource.mode = 'fail'
    expect(await messageOnStart()).toBe(
      'Could not reach the sign-in service: Failed to establish realtime connection. Check your connection and try again.',
    )
  })

  it('says Google is unavailable when PocketBase does not offer it', async () => {
    backend({ 'GET /api/collections/users/auth-methods': authMethods([]) })
    expect(await messageOnStart()).toBe(
      'Google sign-in is not available right now. Sign in with your e-mail and password instead.',
    )
  })
})
