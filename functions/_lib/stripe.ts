import Stripe from 'stripe'
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
