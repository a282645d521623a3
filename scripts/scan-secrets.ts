// Fails when a built app (dist/) holds a server-side secret: the admin password, a server-only env value,
// or anything shaped like a Stripe, Brevo or private key. `tsx scripts/scan-secrets.ts [distDir]`.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { functionSecrets } from './stack/config.ts'

export type Secret = { name: string; value: string }
export type Find = { file: string; offset: number; what: string; sample: string }

/** Server-only values: what the functions get as secrets, never the client. */
export const SERVER_ONLY = ['PB_ADMIN_PASSWORD', ...functionSecrets] as const
// A short value (a port, "true") would match by chance, so such values are not searched for.
const MIN_SECRET_LENGTH = 8
// Extra names in .env / .dev.vars that read as secrets; VITE_ values are public by design.
const SECRET_NAME = /(SECRET|PASSWORD|PRIVATE|TOKEN|API_KEY)/

export const PATTERNS: { what: string; pattern: RegExp }[] = [
  { what: 'Stripe secret or restricted key', pattern: /\b[sr]k_(?:live|test)_[0-9A-Za-z]{10,}/g },
  { what: 'Stripe webhook secret', pattern: /\bwhsec_[0-9A-Za-z+/=]{16,}/g },
  {
    what: 'Brevo API or SMTP key',
    pattern: /\bxkey(?:sib|smtpsib)-[0-9a-f]{32,}(?:-[0-9A-Za-z]{8,})?/g,
  },
  { what: 'PEM private key', pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/g },
]

/** Never the secret in full: its first and last two characters and its length. */
export const mask = (value: string) =>
  value.length <= 6
    ? '*'.repeat(value.length)
    : `${value.slice(0, 2)}…${value.slice(-2)} (${value.length} chars)`

export function scanText(text: string, file: string, secrets: Secret[]): Find[] {
  const finds: Find[] = []
  for (const { name, value } of secrets) {
    for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + 1)) {
      finds.push({ file, offset: at, what: name, sample: mask(value) })
    }
  }
  for (const { what, pattern } of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      finds.push({ file, offset: match.index, what, sample: mask(match[0]) })
    }
  }
  return finds
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

export function scanDir(dir: string, secrets: Secret[]): Find[] {
  // latin1 keeps every byte as one character, so binary files are searched byte for byte too.
  return files(dir).flatMap((file) =>
    scanText(readFileSync(file).toString('latin1'), relative(dir, file), secrets),
  )
}

function parseEnvFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {}
  const entries = readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = line.match(/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/)
      if (!match) return []
      const [, key = '', raw = ''] = match
      return [[key, raw.replace(/^(['"])(.*)\1$/, '$2')]]
    })
  return Object.fromEntries(entries)
}

/** The values to look for: server-only env, secret-looking names in .env / .dev.vars, the admin password. */
export function secretsFrom(
  env: Record<string, string | undefined>,
  adminPassword: string,
): Secret[] {
  const named = Object.keys(env).filter(
    (key) =>
      !key.startsWith('VITE_') && (SERVER_ONLY.includes(key as never) || SECRET_NAME.test(key)),
  )
  const published = new Set(
    Object.entries(env).flatMap(([key, value]) =>
      key.startsWith('VITE_') && value ? [value] : [],
    ),
  )
  const secrets = [
    { name: 'the PocketBase admin password', value: adminPassword },
    ...named.map((name) => ({ name, value: env[name] ?? '' })),
  ].filter(
    (s) => s.value.length >= MIN_SECRET_LENGTH && !published.has(s.value) && !isAddress(s.value),
  )
  return [...new Map(secrets.map((s) => [s.value, s])).values()]
}

// Server settings such as SITE_URL or POCKETBASE_URL are addresses the pages link to, not secrets.
function isAddress(value: string): boolean {
  try {
    const url = new URL(value)
    return /^https?:$/.test(url.protocol) && !url.username && !url.password && !url.search
  } catch {
    return false
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { root, testConfig } = await import('./stack/config.ts')
  const dir = resolve(root, process.argv[2] ?? testConfig().distDir)
  if (!existsSync(dir)) {
    console.error(`scan-secrets: ${dir} does not exist; build the app first`)
    process.exit(1)
  }
  const fileEnv = {
    ...parseEnvFile(resolve(root, '.env')),
    ...parseEnvFile(resolve(root, '.dev.vars')),
  }
  const env = { ...fileEnv, ...process.env }
  const secrets = secretsFrom(env, testConfig().adminPassword)
  const finds = scanDir(dir, secrets)
  const where = relative(root, dir) || dir
  if (finds.length === 0) {
    console.log(
      `scan-secrets: ${files(dir).length} files in ${where} hold none of ${secrets.length} secret values and ${PATTERNS.length} key patterns`,
    )
  } else {
    for (const f of finds)
      console.error(`  ${where}/${f.file} at byte ${f.offset}: ${f.what} ${f.sample}`)
    console.error(`scan-secrets: ${finds.length} secret(s) found in the built app`)
    process.exit(1)
  }
}
