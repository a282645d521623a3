import Stripe from 'stripe'
import { call } from './call.ts'

export const WEBHOOK_SECRET = 'whsec_test_songpad'
const PATH = '/api/stripe-webhook'

const unix = (date: Date) => Math.floor(date.getTime() / 1000)

export function event(type: string, object: Record<string, unknown>) {
  return { id: `evt_${crypto.randomUUID()}`, object: 'event', type, data: { object } }
}

// Signs like Stripe does (Web Crypto here: the sync generateTestHeaderString needs Node's crypto).
export function sign(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  })
}

export async function deliver(
  handler: PagesFunction,
  body: unknown,
  options: { secret?: string; env?: Record<string, string> } = {},
) {
  const payload = JSON.stringify(body)
  return call(handler, PATH, {
    rawBody: payload,
    headers: { 'Stripe-Signature': await sign(payload, options) },
    env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, ...options.env },
  })
}

export function subscription(fields: {
  customer: string
  status?: string
  periodEnd: Date
  userId?: string
}) {
  return {
    id: `sub_${crypto.randomUUID().slice(0, 8)}`,
    object: 'subscription',
    customer: fields.customer,
    status: fields.status ?? 'active',
    metadata: fields.userId ? { userId: fields.userId } : {},
    items: {
      object: 'list',
      data: [
        { id: 'si_1', object: 'subscription_item', current_period_end: unix(fields.periodEnd) },
      ],
    },
  }
}

export function checkoutSession(fields: {
  userId: string | null
  customer: string
  subscription?: unknown
  mode?: string
  paymentStatus?: string
}) {
  return {
    id: `cs_test_${crypto.randomUUID().slice(0, 8)}`,
    object: 'checkout.session',
    mode: fields.mode ?? 'subscription',
    payment_status: fields.paymentStatus ?? 'paid',
    client_reference_id: fields.userId,
    customer: fields.customer,
    subscription: fields.subscription ?? 'sub_not_expanded',
    metadata: fields.userId ? { userId: fields.userId } : {},
  }
}

export function invoice(fields: {
  customer: string
  periodEnd: Date
  userId?: string
  subscription?: boolean
}) {
  return {
    id: `in_${crypto.randomUUID().slice(0, 8)}`,
    object: 'invoice',
    customer: fields.customer,
    parent:
      fields.subscription === false
        ? null
        : {
            type: 'subscription_details',
            subscription_details: {
              subscription: 'sub_1',
              metadata: fields.userId ? { userId: fields.userId } : {},
            },
          },
    lines: {
      object: 'list',
      data: [
        { id: 'il_1', object: 'line_item', period: { start: 0, end: unix(fields.periodEnd) } },
      ],
    },
  }
}
