import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onRequest } from '../../functions/api/create-checkout-session.ts'
import { call } from './support/call.ts'
import { describeCommonBadInput } from './support/common-bad-input.ts'
import { expectError } from './support/expect.ts'
import { requestsMentioning, STAND_IN_KEYS, standInUrl } from './support/stand-in.ts'
import { adminClient, createUser, deleteCreatedUsers, type TestUser } from './support/users.ts'

const PATH = '/api/create-checkout-session'
const NOT_CONFIGURED = 'Payments are not configured.'

const stripe = (overrides: Record<string, string> = {}) => ({
  STRIPE_SECRET_KEY: 'sk_test_stand_in',
  STRIPE_PRICE_ID: 'price_premium_test',
  STRIPE_API_URL: standInUrl(),
  ...overrides,
})

function checkout(user: TestUser, env: Record<string, string> = stripe(), body: unknown = {}) {
  return call(onRequest, PATH, { body, authorization: user.token, env })
}

// The form Stripe's client sent for this user's session.
async function sentForm(user: TestUser): Promise<URLSearchParams> {
  const [request, ...rest] = await requestsMentioning(user.id)
  expect(rest).toEqual([])
  expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' })
  return new URLSearchParams(request?.body)
}

afterAll(async () => {
  await deleteCreatedUsers()
})

describe('POST /api/create-checkout-session', () => {
  it('creates a subscription checkout for the caller and answers its url', async () => {
    const me = await createUser()

    const result = await checkout(me)

    expect(result.status).toBe(200)
    expect(result.json).toEqual({
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//),
    })
    const [request] = await requestsMentioning(me.id)
    expect(request?.headers.authorization).toBe('Bearer sk_test_stand_in')
    const form = await sentForm(me)
    expect(Object.fromEntries(form)).toEqual({
      mode: 'subscription',
      'line_items[0][price]': 'price_premium_test',
      'line_items[0][quantity]': '1',
      success_url: 'https://songpad.test/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://songpad.test/account',
      client_reference_id: me.id,
      customer_email: me.email,
      'metadata[userId]': me.id,
      'subscription_data[metadata][userId]': me.id,
    })
  })

  it('accepts an empty body', async () => {
    const me = await createUser()
    const result = await call(onRequest, PATH, {
      rawBody: '',
      authorization: me.token,
      env: stripe(),
    })
    expect(result.status).toBe(200)
  })

  it('returns the buyer to SITE_URL when it is set', async () => {
    const me = await createUser()
    await checkout(me, stripe({ SITE_URL: 'https://www.songpad.example/' }))
    const form = await sentForm(me)
    expect(form.get('success_url')).toBe(
      'https://www.songpad.example/success?session_id={CHECKOUT_SESSION_ID}',
    )
    expect(form.get('cancel_url')).toBe('https://www.songpad.example/account')
  })

  it('reuses the Stripe customer of a returning buyer', async () => {
    const me = await createUser()
    const admin = await adminClient()
    await admin.collection('users').update(me.id, { stripe_customer_id: 'cus_returning' })

    await checkout(me)

    const form = await sentForm(me)
    expect(form.get('customer')).toBe('cus_returning')
    expect(form.has('customer_email')).toBe(false)
  })

  it('refuses a buyer who already has premium, and lets a trial user upgrade', async () => {
    const day = 24 * 60 * 60 * 1000
    const premium = await createUser({ premium_until: new Date(Date.now() + day) })
    expectError(await checkout(premium), 409, 'You already have premium.')
    expect(await requestsMentioning(premium.id)).toEqual([])

    const lapsed = await createUser({ premium_until: new Date(Date.now() - day) })
    expect((await checkout(lapsed)).status).toBe(200)
    const trial = await createUser({ trial_until: new Date(Date.now() + day), didTrial: true })
    expect((await checkout(trial)).status).toBe(200)
  })
})

describe('POST /api/create-checkout-session: not configured or failing', () => {
  let me: TestUser

  beforeAll(async () => {
    me = await createUser()
  })

  it('says plainly that payments are not configured without a secret key', async () => {
    expectError(await checkout(me, stripe({ STRIPE_SECRET_KEY: '' })), 503, NOT_CONFIGURED)
  })

  it('says the same without a price', async () => {
    expectError(await checkout(me, stripe({ STRIPE_PRICE_ID: ' ' })), 503, NOT_CONFIGURED)
  })

  it('says the same with the default bindings, which have no Stripe keys', async () => {
    expectError(
      await call(onRequest, PATH, { body: {}, authorization: me.token }),
      503,
      NOT_CONFIGURED,
    )
  })

  it('answers 502 when Stripe fails', async () => {
    const result = await checkout(me, stripe({ STRIPE_SECRET_KEY: STAND_IN_KEYS.stripeDown }))
    expectError(result, 502, 'The payment service is unavailable. Please try again later.')
  })

  it('answers 500 for a SITE_URL that is not a URL', async () => {
    const result = await checkout(me, stripe({ SITE_URL: 'songpad.example' }))
    expectError(result, 500, 'Server is misconfigured: SITE_URL is not an http(s) URL.')
  })

  it('answers 500 for a STRIPE_API_URL that is not a URL', async () => {
    const result = await checkout(me, stripe({ STRIPE_API_URL: 'stripe' }))
    expectError(result, 500, 'Server is misconfigured: STRIPE_API_URL is not an http(s) URL.')
  })
})

describeCommonBadInput({
  handler: onRequest,
  path: PATH,
  validBody: () => ({}),
  env: () => stripe(),
  allowsEmptyBody: true,
})
