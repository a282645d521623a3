import Stripe from 'stripe'
import * as v from 'valibot'
import { isFuture, parsePocketBaseDate } from '../_lib/dates.ts'
import { ConfigError, isHttpUrl } from '../_lib/env.ts'
import { handler } from '../_lib/handler.ts'
import { HttpError, json } from '../_lib/http.ts'
import { isNotFound, POCKETBASE_ENV, withAdmin } from '../_lib/pocketbase.ts'
import { paymentsNotConfigured, stripeClient } from '../_lib/stripe.ts'

// The caller is the buyer; the body carries nothing.
const Body = v.object({})

// POST /api/create-checkout-session: a Stripe Checkout page for the premium subscription.
export const onRequest = handler(
  { methods: ['POST'], env: POCKETBASE_ENV, body: Body, allowEmptyBody: true, auth: true },
  async ({ env, request, user }) => {
    const secretKey = env.STRIPE_SECRET_KEY?.trim()
    const price = env.STRIPE_PRICE_ID?.trim()
    if (!secretKey || !price) throw paymentsNotConfigured()

    const record = await withAdmin(env, (pb) =>
      pb
        .collection('users')
        .getOne<{ stripe_customer_id?: string; premium_until?: string }>(user.id, {
          fields: 'stripe_customer_id,premium_until',
        }),
    ).catch((error: unknown) => {
      if (isNotFound(error)) throw new HttpError(404, 'User not found.')
      throw error
    })
    // A second subscription would charge twice for the same thing (a trial may upgrade).
    if (isFuture(parsePocketBaseDate(record.premium_until), new Date())) {
      throw new HttpError(409, 'You already have premium.')
    }
    const site = siteUrl(env.SITE_URL, request)
    const customer = record.stripe_customer_id?.trim()

    const session = await stripeClient(secretKey, env)
      .checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price, quantity: 1 }],
        success_url: `${site}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${site}/account`,
        client_reference_id: user.id,
        // A returning buyer keeps their Stripe customer; a new one is created from the e-mail.
        ...(customer ? { customer } : { customer_email: user.email }),
        metadata: { userId: user.id },
        // Subscription events and invoices carry the user too, whatever order they arrive in.
        subscription_data: { metadata: { userId: user.id } },
      })
      .catch((error: unknown) => {
        if (!(error instanceof Stripe.errors.StripeError)) throw error
        console.error(`[create-checkout-session] Stripe: ${error.type} ${error.message}`)
        throw new HttpError(502, 'The payment service is unavailable. Please try again later.')
      })
    if (!session.url)
      throw new Error(`Stripe returned checkout session ${session.id} without a url`)
    return json({ url: session.url })
  },
)

// The public site the buyer returns to: SITE_URL when set, else the origin the call came from.
function siteUrl(configured: string | undefined, request: Request): string {
  const value = configured?.trim()
  if (value && !isHttpUrl(value)) {
    throw new ConfigError('Server is misconfigured: SITE_URL is not an http(s) URL.')
  }
  return (value || new URL(request.url).origin).replace(/\/+$/, '')
}
