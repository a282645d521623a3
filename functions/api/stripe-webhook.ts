import type PocketBase from 'pocketbase'
import type Stripe from 'stripe'
import { addDays } from '../_lib/dates.ts'
import { handler } from '../_lib/handler.ts'
import { json } from '../_lib/http.ts'
import { isUniqueViolation, POCKETBASE_ENV, withAdmin } from '../_lib/pocketbase.ts'
import {
  assertUsableEvent,
  idOf,
  invoicePeriodEnd,
  paymentsNotConfigured,
  subscriptionPeriodEnd,
  verifiedEvent,
} from '../_lib/stripe.ts'
import { findSubscriber, savePremium } from '../_lib/subscriptions.ts'

// When a completed checkout does not say when its first period ends, an invoice event will.
const FIRST_PERIOD_FALLBACK_DAYS = 31
// Statuses that keep premium until the period's end, and those that end it now.
const PAYING = new Set(['active', 'trialing', 'past_due'])
const ENDED = new Set(['canceled', 'unpaid', 'incomplete_expired', 'paused'])

// POST /api/stripe-webhook: Stripe's signed events set or clear premium_until. No user token.
export const onRequest = handler(
  { methods: ['POST'], env: POCKETBASE_ENV },
  async ({ env, request }) => {
    const secret = env.STRIPE_WEBHOOK_SECRET?.trim()
    if (!secret) throw paymentsNotConfigured()
    const payload = await request.text()
    const event = await verifiedEvent(payload, request.headers.get('Stripe-Signature'), secret)
    assertUsableEvent(event)
    const outcome = await withAdmin(env, (pb) => applyOnce(pb, event))
    return json(outcome === 'replay' ? { received: true, replay: true } : { received: true })
  },
)

// Stripe may deliver an event more than once, and anyone who saw a delivery can replay it within
// the signature's five minutes: each event id is applied once. The record is written first, so of
// two concurrent deliveries exactly one applies; it goes again if applying fails, for Stripe's retry.
async function applyOnce(pb: PocketBase, event: Stripe.Event): Promise<'applied' | 'replay'> {
  const events = pb.collection('stripe_events')
  let recorded: { id: string }
  try {
    recorded = await events.create({ event_id: event.id, type: event.type })
  } catch (error) {
    if (isUniqueViolation(error, 'event_id')) return 'replay'
    throw error
  }
  try {
    await apply(pb, event)
  } catch (error) {
    await events.delete(recorded.id).catch(() => undefined)
    throw error
  }
  return 'applied'
}

async function apply(pb: PocketBase, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(pb, event.data.object)
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChanged(pb, event.data.object, event.type)
    case 'invoice.paid':
      return invoicePaid(pb, event.data.object)
    default:
      // Other events are acknowledged so Stripe does not retry them.
      return
  }
}

async function checkoutCompleted(pb: PocketBase, session: Stripe.Checkout.Session) {
  if (session.mode !== 'subscription') return
  const customerId = idOf(session.customer)
  const userId = session.client_reference_id ?? session.metadata?.userId
  const user = await findSubscriber(pb, userId, customerId)
  if (!user) return unknownUser('checkout.session.completed', session.id)
  // A delayed payment method has not paid yet; invoice.paid will grant premium.
  if (session.payment_status === 'unpaid')
    return savePremium(pb, user, { kind: 'keep' }, customerId)
  const subscription = typeof session.subscription === 'object' ? session.subscription : null
  const until =
    (subscription && subscriptionPeriodEnd(subscription)) ??
    addDays(new Date(), FIRST_PERIOD_FALLBACK_DAYS)
  return savePremium(pb, user, { kind: 'extend', until }, customerId)
}

async function subscriptionChanged(
  pb: PocketBase,
  subscription: Stripe.Subscription,
  type: 'customer.subscription.updated' | 'customer.subscription.deleted',
) {
  const customerId = idOf(subscription.customer)
  const user = await findSubscriber(pb, subscription.metadata?.userId, customerId)
  if (!user) return unknownUser(type, subscription.id)
  if (type === 'customer.subscription.deleted' || ENDED.has(subscription.status)) {
    return savePremium(pb, user, { kind: 'set', until: undefined }, customerId)
  }
  // "incomplete": the first payment is still under way; checkout or invoice events decide.
  if (!PAYING.has(subscription.status)) return
  return savePremium(
    pb,
    user,
    { kind: 'set', until: subscriptionPeriodEnd(subscription) },
    customerId,
  )
}

async function invoicePaid(pb: PocketBase, invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details
  // Only subscription invoices buy premium.
  if (!details) return
  const customerId = idOf(invoice.customer)
  const user = await findSubscriber(pb, details.metadata?.userId, customerId)
  if (!user) return unknownUser('invoice.paid', invoice.id)
  const until = invoicePeriodEnd(invoice)
  if (!until) return
  return savePremium(pb, user, { kind: 'extend', until }, customerId)
}

// Nothing to update; answering 200 stops Stripe retrying an event no retry could place.
function unknownUser(type: string, id: string | undefined): void {
  console.warn(`[stripe-webhook] ${type} ${id ?? ''}: no matching user`)
}
