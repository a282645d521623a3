import * as v from 'valibot'

const httpUrl = (name: string) =>
  v.pipe(v.string(), v.url(`${name} must be an absolute URL, e.g. https://example.com`))

const EnvSchema = v.object({
  VITE_POCKETBASE_URL: v.optional(httpUrl('VITE_POCKETBASE_URL'), 'http://127.0.0.1:8090'),
  VITE_SITE_URL: v.optional(httpUrl('VITE_SITE_URL')),
  VITE_ANALYTICS_ID: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^(G|GT|AW|DC)-[A-Z0-9]+$/,
        'VITE_ANALYTICS_ID must be a Google tag id like G-ABC123',
      ),
    ),
  ),
  VITE_AD_SCRIPT_URL: v.optional(httpUrl('VITE_AD_SCRIPT_URL')),
  VITE_STRIPE_PUBLISHABLE_KEY: v.optional(
    v.pipe(v.string(), v.startsWith('pk_', 'VITE_STRIPE_PUBLISHABLE_KEY must start with pk_')),
  ),
})

export type Env = {
  POCKETBASE_URL: string
  SITE_URL: string
  ANALYTICS_ID?: string
  AD_SCRIPT_URL?: string
  STRIPE_PUBLISHABLE_KEY?: string
}

// An empty line in .env (VITE_X=) means "not set", not "set to an invalid value".
const dropEmpty = (raw: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''))

export function parseEnv(raw: Record<string, unknown>, origin: string): Env {
  const result = v.safeParse(EnvSchema, dropEmpty(raw))
  if (!result.success) {
    const lines = result.issues.map((issue) => `- ${v.getDotPath(issue) ?? '?'}: ${issue.message}`)
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`)
  }
  const out = result.output
  return {
    POCKETBASE_URL: out.VITE_POCKETBASE_URL,
    SITE_URL: (out.VITE_SITE_URL ?? origin).replace(/\/+$/, ''),
    ANALYTICS_ID: out.VITE_ANALYTICS_ID,
    AD_SCRIPT_URL: out.VITE_AD_SCRIPT_URL,
    STRIPE_PUBLISHABLE_KEY: out.VITE_STRIPE_PUBLISHABLE_KEY,
  }
}

export const env = parseEnv(import.meta.env, window.location.origin)
