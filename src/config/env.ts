// Plain checks, not a schema library: this module is in the first chunk every page loads.
type Check = (value: string) => boolean

const isAbsoluteUrl: Check = (value) => URL.canParse(value)

/** Each variable: its check and the message when it fails (an unset variable is always fine). */
const RULES: Record<string, [Check, string]> = {
  VITE_POCKETBASE_URL: [isAbsoluteUrl, 'must be an absolute URL, e.g. https://example.com'],
  VITE_SITE_URL: [isAbsoluteUrl, 'must be an absolute URL, e.g. https://example.com'],
  VITE_ANALYTICS_ID: [
    (value) => /^(G|GT|AW|DC)-[A-Z0-9]+$/.test(value),
    'must be a Google tag id like G-ABC123',
  ],
  VITE_AD_SCRIPT_URL: [isAbsoluteUrl, 'must be an absolute URL, e.g. https://example.com'],
  VITE_STRIPE_PUBLISHABLE_KEY: [(value) => value.startsWith('pk_'), 'must start with pk_'],
}

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
  const values = dropEmpty(raw)
  const read = (name: string) => values[name] as string | undefined
  const problems = Object.entries(RULES).flatMap(([name, [check, message]]) => {
    const value = values[name]
    if (value === undefined) return []
    return typeof value === 'string' && check(value) ? [] : [`- ${name}: ${name} ${message}`]
  })
  if (problems.length) throw new Error(`Invalid environment variables:\n${problems.join('\n')}`)
  return {
    POCKETBASE_URL: read('VITE_POCKETBASE_URL') ?? 'http://127.0.0.1:8090',
    SITE_URL: (read('VITE_SITE_URL') ?? origin).replace(/\/+$/, ''),
    ANALYTICS_ID: read('VITE_ANALYTICS_ID'),
    AD_SCRIPT_URL: read('VITE_AD_SCRIPT_URL'),
    STRIPE_PUBLISHABLE_KEY: read('VITE_STRIPE_PUBLISHABLE_KEY'),
  }
}

// The prerender (scripts/prerender.ts) has no window: without VITE_SITE_URL its canonical links
// name the production site, as the sitemap does (scripts/vite/sitemap.ts).
export const SERVER_ORIGIN = 'https://www.songpad.app'

export const env = parseEnv(
  import.meta.env,
  typeof window === 'undefined' ? SERVER_ORIGIN : window.location.origin,
)
