import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onRequest } from '../../functions/api/stripe-webhook.ts'
import { call } from './support/call.ts'
import { createLicense, deleteCreatedLicenses, emailAt } from './support/edu.ts'
import { expectError } from './support/expect.ts'
import {
  checkoutSession,
  deliver,
  event,
  invoice,
  sign,
  subscription,
  WEBHOOK_SECRET,
} from './support/stripe-events.ts'
import { adminClient, createUser, deleteCreatedUsers, type TestUser } from './support/users.ts'

const PATH = '/api/stripe-webhook'
const DAY = 24 * 60 * 60 * 1000
const INVALID = 'Invalid Stripe signature.'
const fromNow = (ms: number) => new Date(Date.now() + ms)
// Stripe counts in whole seconds.
const wholeSeconds = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000)

async function record(user: TestUser) {
  const admin = await adminClient()
  return admin.collection('users').getOne(user.id)
}

async function premiumUntil(user: TestUser): Promise<number | ''> {
  const value = (await record(user)).premium_until
  return value === '' ? '' : Date.parse(value)
}

// A user who already bought: Stripe knows them as `customer`.
async function subscriber(customer: string, premium?: Date): Promise<TestUser> {
  const user = await createUser({ premium_until: premium })
  const admin = await adminClient()
  await admin.collection('users').update(user.id, { stripe_customer_id: customer })
  return user
}

const customerId = () => `cus_${crypto.randomUUID().slice(0, 12)}`

function expectReceived(result: { status: number; json: unknown }) {
  expect(result.status).toBe(200)
  expect(result.json).toEqual({ received: true })
}

afterAll(async () => {
  await deleteCreatedUsers()
  await deleteCreatedLicenses()
})

describe('POST /api/stripe-webhook: checkout.session.completed', () => {
  it('gives 31 days of premium when the subscription is not expanded, and stores the customer', async () => {
    const user = await createUser()
    const customer = customerId()
    const before = Date.now()

    const result = await deliver(
      onRequest,
      event('checkout.session.completed', checkoutSession({ userId: user.id, customer })),
    )

    expectReceived(result)
    const saved = await record(user)
    expect(saved.stripe_customer_id).toBe(customer)
    const until = Date.parse(saved.premium_until)
    expect(until).toBeGreaterThanOrEqual(before + 31 * DAY)
    expect(until).toBeLessThanOrEqual(Date.now() + 31 * DAY)
  })

  it("uses the subscription's period end when it is expanded", async () => {
    const user = await createUser()
    const customer = customerId()
    const end = wholeSeconds(fromNow(365 * DAY))
    const session = checkoutSession({
      userId: user.id,
      customer,
      subscription: subscription({ customer, periodEnd: end }),
    })

    expectReceived(await deliver(onRequest, event('checkout.session.completed', session)))

    expect(await premiumUntil(user)).toBe(end.getTime())
  })

  it('never shortens a longer premium', async () => {
    const longer = wholeSeconds(fromNow(200 * DAY))
    const user = await createUser({ premium_until: longer })
    const session = checkoutSession({ userId: user.id, customer: customerId() })

    await deliver(onRequest, event('checkout.session.completed', session))

    expect(await premiumUntil(user)).toBe(longer.getTime())
  })

  it('only stores the customer while the payment is still pending', async () => {
    const user = await createUser()
    const customer = customerId()
    const session = checkoutSession({ userId: user.id, customer, paymentStatus: 'unpaid' })

    expectReceived(await deliver(onRequest, event('checkout.session.completed', session)))

    expect(await record(user)).toMatchObject({ premium_until: '', stripe_customer_id: customer })
  })

  it('ignores a checkout that is not for a subscription', async () => {
    const user = await createUser()
    const session = checkoutSession({ userId: user.id, customer: customerId(), mode: 'payment' })

    expectReceived(await deliver(onRequest, event('checkout.session.completed', session)))

    expect(await record(user)).toMatchObject({ premium_until: '', stripe_customer_id: '' })
  })

  it('finds the user by the stored customer when the session names nobody', async () => {
    const customer = customerId()
    const user = await subscriber(customer)
    const session = checkoutSession({ userId: null, customer })

    expectReceived(await deliver(onRequest, event('checkout.session.completed', session)))

    expect(await premiumUntil(user)).toBeGreaterThan(Date.now() + 30 * DAY)
  })

  it('acknowledges a session for an unknown user and changes nothing', async () => {
    const session = checkoutSession({ userId: 'abcdefghij12345', customer: customerId() })
    expectReceived(await deliver(onRequest, event('checkout.session.completed', session)))
  })
})

describe('POST /api/stripe-webhook: subscription changes', () => {
  it('sets premium to the period end of an active subscription, found by customer', async () => {
    const customer = customerId()
    const user = await subscriber(customer, fromNow(3 * DAY))
    const end = wholeSeconds(fromNow(40 * DAY))

    const result = await deliver(
      onRequest,
      event('customer.subscription.updated', subscription({ customer, periodEnd: end })),
    )

    expectReceived(result)
    expect(await premiumUntil(user)).toBe(end.getTime())
  })

  it('finds the user by the subscription metadata and stores the customer', async () => {
    const user = await createUser()
    const customer = customerId()
    const end = wholeSeconds(fromNow(30 * DAY))
    const data = subscription({ customer, periodEnd: end, userId: user.id })

    await deliver(onRequest, event('customer.subscription.updated', data))

    expect(await record(user)).toMatchObject({ stripe_customer_id: customer })
    expect(await premiumUntil(user)).toBe(end.getTime())
  })

  it.each(['canceled', 'unpaid', 'incomplete_expired', 'paused'])(
    'clears premium when the subscription becomes %s',
    async (status) => {
      const customer = customerId()
      const user = await subscriber(customer, fromNow(20 * DAY))
      const data = subscription({ customer, status, periodEnd: fromNow(20 * DAY) })

      expectReceived(await deliver(onRequest, event('customer.subscription.updated', data)))

      expect(await premiumUntil(user)).toBe('')
    },
  )

  it('leaves premium alone while the first payment is incomplete', async () => {
    const customer = customerId()
    const premium = wholeSeconds(fromNow(20 * DAY))
    const user = await subscriber(customer, premium)
    const data = subscription({ customer, status: 'incomplete', periodEnd: fromNow(DAY) })

    await deliver(onRequest, event('customer.subscription.updated', data))

    expect(await premiumUntil(user)).toBe(premium.getTime())
  })

  it('clears premium when the subscription is deleted', async () => {
    const customer = customerId()
    const user = await subscriber(customer, fromNow(20 * DAY))
    const data = subscription({ customer, status: 'canceled', periodEnd: fromNow(20 * DAY) })

    expectReceived(await deliver(onRequest, event('customer.subscription.deleted', data)))

    expect(await premiumUntil(user)).toBe('')
  })

  it('falls back to a running edu license when the subscription ends', async () => {
    const license = await createLicense(1, wholeSeconds(fromNow(90 * DAY)))
    const user = await createUser({ email: emailAt(license.domain), premium_until: fromNow(DAY) })
    const admin = await adminClient()
    await admin.collection('edu_grants').create({ license: license.id, user: user.id, seat: 1 })
    const customer = customerId()
    await admin.collection('users').update(user.id, { stripe_customer_id: customer })
    const data = subscription({ customer, status: 'canceled', periodEnd: fromNow(DAY) })

    await deliver(onRequest, event('customer.subscription.deleted', data))

    expect(await premiumUntil(user)).toBe(license.validUntil.getTime())
  })

  it('acknowledges a subscription of an unknown customer', async () => {
    const data = subscription({ customer: customerId(), periodEnd: fromNow(DAY) })
    expectReceived(await deliver(onRequest, event('customer.subscription.deleted', data)))
  })
})

describe('POST /api/stripe-webhook: invoice.paid', () => {
  it('extends premium to the end of the paid period', async () => {
    const customer = customerId()
    const user = await subscriber(customer, fromNow(2 * DAY))
    const end = wholeSeconds(fromNow(33 * DAY))

    expectReceived(
      await deliver(onRequest, event('invoice.paid', invoice({ customer, periodEnd: end }))),
    )

    expect(await premiumUntil(user)).toBe(end.getTime())
  })

  it('finds a first-time buyer by the metadata before checkout completes', async () => {
    const user = await createUser()
    const customer = customerId()
    const end = wholeSeconds(fromNow(31 * DAY))

    await deliver(
      onRequest,
      event('invoice.paid', invoice({ customer, periodEnd: end, userId: user.id })),
    )

    expect(await record(user)).toMatchObject({ stripe_customer_id: customer })
    expect(await premiumUntil(user)).toBe(end.getTime())
  })

  it('never shortens premium', async () => {
    const customer = customerId()
    const longer = wholeSeconds(fromNow(100 * DAY))
    const user = await subscriber(customer, longer)

    await deliver(onRequest, event('invoice.paid', invoice({ customer, periodEnd: fromNow(DAY) })))

    expect(await premiumUntil(user)).toBe(longer.getTime())
  })

  it('ignores an invoice that is not for a subscription', async () => {
    const customer = customerId()
    const user = await subscriber(customer)
    const paid = invoice({ customer, periodEnd: fromNow(30 * DAY), subscription: false })

    expectReceived(await deliver(onRequest, event('invoice.paid', paid)))

    expect(await premiumUntil(user)).toBe('')
  })
})

describe('POST /api/stripe-webhook: other events', () => {
  it('acknowledges events it does not handle', async () => {
    expectReceived(await deliver(onRequest, event('customer.created', { id: 'cus_x' })))
  })
})

describe('POST /api/stripe-webhook: refused deliveries', () => {
  const payload = JSON.stringify(event('invoice.paid', { id: 'in_1' }))
  const configured = { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }
  let user: TestUser

  beforeAll(async () => {
    user = await subscriber(customerId())
  })

  const post = (headers: Record<string, string>, rawBody = payload, env = configured) =>
    call(onRequest, PATH, { rawBody, headers, env })

  it('refuses a delivery without a signature', async () => {
    expectError(await post({}), 400, INVALID)
  })

  it('refuses a garbled signature header', async () => {
    expectError(await post({ 'Stripe-Signature': 'nonsense' }), 400, INVALID)
  })

  it('refuses a signature made with another secret', async () => {
    const header = await sign(payload, { secret: 'whsec_someone_else' })
    expectError(await post({ 'Stripe-Signature': header }), 400, INVALID)
  })

  it('refuses a body changed after signing, and changes nothing', async () => {
    const genuine = JSON.stringify(
      event(
        'invoice.paid',
        invoice({ customer: 'cus_a', periodEnd: fromNow(DAY), userId: user.id }),
      ),
    )
    const forged = genuine.replace('cus_a', 'cus_b')
    const header = await sign(genuine)
    expectError(await post({ 'Stripe-Signature': header }, forged), 400, INVALID)
    expect(await premiumUntil(user)).toBe('')
  })

  it('refuses a replayed delivery older than five minutes', async () => {
    const header = await sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 })
    expectError(await post({ 'Stripe-Signature': header }), 400, INVALID)
  })

  it('refuses a signed body that is not JSON', async () => {
    const body = 'not json'
    const header = await sign(body)
    expectError(
      await post({ 'Stripe-Signature': header }, body),
      400,
      'Request body must be valid JSON.',
    )
  })

  it('says plainly that payments are not configured without a webhook secret', async () => {
    const header = await sign(payload)
    expectError(
      await post({ 'Stripe-Signature': header }, payload, { STRIPE_WEBHOOK_SECRET: '' }),
      503,
      'Payments are not configured.',
    )
  })

  it('answers 500 naming a missing PocketBase binding', async () => {
    const header = await sign(payload)
    const result = await call(onRequest, PATH, {
      rawBody: payload,
      headers: { 'Stripe-Signature': header },
      env: { ...configured, PB_ADMIN_PASSWORD: '' },
    })
    expectError(result, 500, 'Server is misconfigured: missing PB_ADMIN_PASSWORD.')
  })

  it.each(['GET', 'PUT', 'DELETE'])('answers %s with 405', async (method) => {
    const result = await call(onRequest, PATH, { method, env: configured })
    expectError(result, 405, `Method ${method} is not allowed; use POST.`)
  })
})

describe('POST /api/stripe-webhook: each event once', () => {
  it('ignores a replayed event, which would otherwise move premium back', async () => {
    const customer = customerId()
    const user = await subscriber(customer)
    const earlier = event(
      'customer.subscription.updated',
      subscription({ customer, periodEnd: fromNow(30 * DAY) }),
    )
    const later = event(
      'customer.subscription.updated',
      subscription({ customer, periodEnd: fromNow(60 * DAY) }),
    )
    expectReceived(await deliver(onRequest, earlier))
    expectReceived(await deliver(onRequest, later))
    const until = await premiumUntil(user)

    const replay = await deliver(onRequest, earlier)

    expect(replay.status).toBe(200)
    expect(replay.json).toEqual({ received: true, replay: true })
    expect(await premiumUntil(user)).toBe(until)
  })

  it('applies one of several concurrent deliveries of an event', async () => {
    const customer = customerId()
    await subscriber(customer)
    const paid = event('invoice.paid', invoice({ customer, periodEnd: fromNow(30 * DAY) }))
    const results = await Promise.all([1, 2, 3].map(() => deliver(onRequest, paid)))
    const replays = results.filter((result) => (result.json as { replay?: boolean }).replay)
    expect(results.map((result) => result.status)).toEqual([200, 200, 200])
    expect(replays).toHaveLength(2)
  })
})

describe('POST /api/stripe-webhook: signed events it cannot use', () => {
  const customer = 'cus_unusable'
  const periodEnd = fromNow(30 * DAY)
  const withoutItems = { ...subscription({ customer, periodEnd }), items: undefined }
  const { lines: _lines, ...invoiceWithoutLines } = invoice({ customer, periodEnd })
  const cases: [string, unknown, string][] = [
    ['an event without an id', { ...event('invoice.paid', {}), id: undefined }, 'id'],
    ['an event without data', { id: 'evt_x', object: 'event', type: 'invoice.paid' }, 'data'],
    [
      'a subscription event without items',
      event('customer.subscription.updated', withoutItems),
      'data.object.items',
    ],
    [
      'a subscription event with a period end that is not a number',
      event('customer.subscription.deleted', {
        ...subscription({ customer, periodEnd }),
        items: { data: [{ current_period_end: 'soon' }] },
      }),
      'data.object.items.data.0.current_period_end',
    ],
    ['an invoice without lines', event('invoice.paid', invoiceWithoutLines), 'data.object.lines'],
    [
      'a checkout whose expanded subscription lacks its status',
      event(
        'checkout.session.completed',
        checkoutSession({
          userId: null,
          customer,
          subscription: { ...subscription({ customer, periodEnd }), status: undefined },
        }),
      ),
      'data.object.subscription',
    ],
  ]

  it.each(cases)('answers 400 for %s, and records nothing', async (_case, body, where) => {
    const result = await deliver(onRequest, body)
    expectError(result, 400, `This Stripe event cannot be used: ${where} is missing or malformed.`)
    const id = (body as { id?: string }).id
    if (id) {
      const admin = await adminClient()
      const recorded = await admin
        .collection('stripe_events')
        .getFullList({ filter: admin.filter('event_id = {:id}', { id }) })
      expect(recorded).toEqual([])
    }
  })
})
