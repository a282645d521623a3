// Bindings every function may read; each function declares the ones it needs.
export interface Env {
  POCKETBASE_URL?: string
  PB_ADMIN_EMAIL?: string
  PB_ADMIN_PASSWORD?: string
  BREVO_API_KEY?: string
  // Brevo's API root; only tests point it elsewhere (default https://api.brevo.com/v3).
  BREVO_API_URL?: string
  STRIPE_SECRET_KEY?: string
  STRIPE_WEBHOOK_SECRET?: string
  // The Stripe price of the premium subscription.
  STRIPE_PRICE_ID?: string
  // Stripe's API origin; only tests point it at a stand-in (default https://api.stripe.com).
  STRIPE_API_URL?: string
  // The public site for Stripe's return links; defaults to the request's origin.
  SITE_URL?: string
}

export type EnvKey = keyof Env

// The env a function sees once its required keys are known to be set.
export type EnvWith<K extends EnvKey> = Env & { [P in K]-?: string }

// The keys the admin PocketBase client needs.
export const POCKETBASE_ENV = ['POCKETBASE_URL', 'PB_ADMIN_EMAIL', 'PB_ADMIN_PASSWORD'] as const

// A missing binding is the operator's fault: the handler answers 500 and names the key.
export class ConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}

export function requireEnv<K extends EnvKey>(env: Env, keys: readonly K[]): EnvWith<K> {
  const missing = keys.filter((key) => typeof env[key] !== 'string' || env[key].trim() === '')
  if (missing.length > 0) {
    throw new ConfigError(`Server is misconfigured: missing ${missing.join(', ')}.`)
  }
  if (keys.includes('POCKETBASE_URL' as K) && !isHttpUrl(env.POCKETBASE_URL ?? '')) {
    throw new ConfigError('Server is misconfigured: POCKETBASE_URL is not an http(s) URL.')
  }
  return env as EnvWith<K>
}

export function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}
