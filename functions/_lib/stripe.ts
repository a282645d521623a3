import Stripe from 'stripe'
import * as v from 'valibot'
import { ConfigError, type Env, isHttpUrl } from './env.ts'
import { HttpError } from './http.ts'

export function paymentsNotConfigured(): HttpError {
  return new HttpError(503, 'Payments are not configured.')
}

// Workers have neither Node's http nor its crypto: Stripe talks through fetch and Web Crypto.
export function stripeClient(secretKey: string, env: Env): Stripe {
  return new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient(), ...apiAddress(env) })
}

// STRIPE_API_URL points the client at a stand-in server in tests; production uses Stripe's default.
function apiAddress(env: Env): { host?: string; port?: string; protocol?: 'http' | 'https' } {
  const raw = env.STRIPE_API_URL?.trim()
  if (!raw) return {}
  if (!isHttpUrl(raw)) {
    throw new ConfigError('Server is misconfigured: STRIPE_API_URL is not an http(s) URL.')
  }
  const url = new URL(raw)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: url.port || (protocol === 'http' ? '80' : '443'), protocol }
}

// Checks the Stripe-Signature header (HMAC of the raw body, at most 5 minutes old).
export async function verifiedEvent(
  payload: string,
  signature: string | null,
  secret: string,
): Promise<Stripe.Event> {
  const invalid = new HttpError(400, 'Invalid Stripe signature.')
  if (!signature) throw invalid
  try {
    return await Stripe.webhooks.constructEventAsync(
      payload,
      signature,
      secret,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    )
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw invalid
    // A correctly signed body that is not JSON.
    if (error instanceof SyntaxError) throw new HttpError(400, 'Request body must be valid JSON.')
    throw error
  }
}

export function idOf(value: string | { id: string } | null | undefined): string | undefined {
  return typeof value === 'string' ? value : value?.id
}

const fromUnix = (seconds: number) => new Date(seconds * 1000)

// Since API version 2025-03-31 the billing period lives on the subscription's items.
export function subscriptionPeriodEnd(subscription: Stripe.Subscription): Date | undefined {
  const ends = subscription.items.data.map((item) => item.current_period_end)
  return ends.length > 0 ? fromUnix(Math.max(...ends)) : undefined
}

export function invoicePeriodEnd(invoice: Stripe.Invoice): Date | undefined {
  const ends = invoice.lines.data.map((line) => line.period.end)
  return ends.length > 0 ? fromUnix(Math.max(...ends)) : undefined
}

// The parts of each handled event the webhook reads; Stripe always sends them, so an event without
// them is unusable (400, which Stripe does not retry), never a crash.
const Id = v.union([v.string(), v.looseObject({ id: v.string() })])
const Metadata = v.nullish(v.record(v.string(), v.string()))
const SubscriptionParts = v.looseObject({
  customer: Id,
  status: v.string(),
  metadata: Metadata,
  items: v.looseObject({ data: v.array(v.looseObject({ current_period_end: v.number() })) }),
})
const SessionParts = v.looseObject({
  mode: v.nullish(v.string()),
  customer: v.nullish(Id),
  client_reference_id: v.nullish(v.string()),
  metadata: Metadata,
  payment_status: v.nullish(v.string()),
  subscription: v.nullish(v.union([v.string(), SubscriptionParts])),
})
const InvoiceParts = v.looseObject({
  customer: v.nullish(Id),
  parent: v.nullish(
    v.looseObject({ subscription_details: v.nullish(v.looseObject({ metadata: Metadata })) }),
  ),
  lines: v.looseObject({
    data: v.array(v.looseObject({ period: v.looseObject({ end: v.number() }) })),
  }),
})
const OBJECT_PARTS: Record<string, v.GenericSchema> = {
  'checkout.session.completed': SessionParts,
  'customer.subscription.updated': SubscriptionParts,
  'customer.subscription.deleted': SubscriptionParts,
  'invoice.paid': InvoiceParts,
}
const Envelope = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1)),
  type: v.string(),
  data: v.looseObject({ object: v.looseObject({}) }),
})

export function assertUsableEvent(event: unknown): asserts event is Stripe.Event {
  const envelope = v.safeParse(Envelope, event)
  if (!envelope.success) throw unusable(envelope.issues[0]?.path, [])
  const parts = OBJECT_PARTS[envelope.output.type]
  if (!parts) return
  const object = v.safeParse(parts, envelope.output.data.object)
  if (!object.success) throw unusable(object.issues[0]?.path, ['data', 'object'])
}

function unusable(path: { key: unknown }[] | undefined, prefix: string[]): HttpError {
  const where = [...prefix, ...(path ?? []).map((item) => String(item.key))].join('.')
  return new HttpError(
    400,
    `This Stripe event cannot be used: ${where || 'the event'} is missing or malformed.`,
  )
}
