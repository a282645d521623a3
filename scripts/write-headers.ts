// Writes dist/_headers (Cloudflare Pages; `wrangler pages dev` applies it too): the security headers and
// caching rules, with a Content-Security-Policy that names the PocketBase URL the build was made for.
// Run it as the last build step: `tsx scripts/write-headers.ts [distDir]` (default dist/).
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadEnv } from 'vite'
import { GOOGLE_TAG_URL, NEWSLETTER_SUBSCRIBE_URL } from '../src/config/constants.ts'

export type HeaderOptions = {
  /** VITE_POCKETBASE_URL of the build: the only other origin the app talks to besides analytics. */
  pocketbaseUrl: string
  /** VITE_ANALYTICS_ID, when the Google tag is configured: only then are its hosts allowed. */
  analyticsId?: string
  /** VITE_AD_SCRIPT_URL, when an advertising partner is configured. */
  adScriptUrl?: string
  /** sha256 sources for inline <script> / <style> elements the build itself wrote into its HTML. */
  scriptHashes?: string[]
  styleHashes?: string[]
}

// Google tag (GA4) hosts, as Google's CSP guide lists them for gtag.js.
const ANALYTICS_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
]
const ANALYTICS_IMG = ['https://*.google-analytics.com', 'https://*.googletagmanager.com']

const origin = (url: string, name: string) => {
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error()
    return parsed.origin
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${url}"`)
  }
}

export function contentSecurityPolicy(options: HeaderOptions): string {
  const pocketbase = origin(options.pocketbaseUrl, 'VITE_POCKETBASE_URL')
  const ads = options.adScriptUrl ? [origin(options.adScriptUrl, 'VITE_AD_SCRIPT_URL')] : []
  // A build without the Google tag never loads it: the policy names none of its hosts.
  const tag = options.analyticsId ? [origin(GOOGLE_TAG_URL, 'GOOGLE_TAG_URL')] : []
  const analyticsConnect = options.analyticsId ? ANALYTICS_CONNECT : []
  const analyticsImg = options.analyticsId ? ANALYTICS_IMG : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // No 'unsafe-inline' and no 'unsafe-eval': only our own files, the Google tag and the ad partner.
    'script-src': ["'self'", ...tag, ...ads, ...(options.scriptHashes ?? [])],
    'style-src': ["'self'", ...(options.styleHashes ?? [])],
    'img-src': ["'self'", 'data:', ...analyticsImg, ...ads],
    'font-src': ["'self'"],
    // The functions are same-origin; PocketBase also serves realtime (Server-Sent Events) from its origin.
    'connect-src': ["'self'", pocketbase, ...analyticsConnect, ...ads],
    // Stripe Checkout is a redirect and Google sign-in a pop-up: nothing is framed.
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", origin(NEWSLETTER_SUBSCRIBE_URL, 'NEWSLETTER_SUBSCRIBE_URL')],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ')
}

export function headersFile(options: HeaderOptions): string {
  return `# Written by scripts/write-headers.ts at build time; edit that script, not this file.
/*
  Content-Security-Policy: ${contentSecurityPolicy(options)}
  Strict-Transport-Security: max-age=63072000; includeSubDomains
  X-Content-Type-Options: nosniff
  X-Frame-Options: DENY
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()
  Cache-Control: no-cache

# Vite names these files by their content hash, so a changed file always has a new name.
/assets/*
  ! Cache-Control
  Cache-Control: public, max-age=31536000, immutable
`
}

type InlineCode = {
  file: string
  kind: 'script' | 'style' | 'style attribute' | 'event handler'
  code: string
}

// Script types a browser runs; JSON-LD and other data blocks are not subject to script-src.
const executable = /^\s*(?:(?:text|application)\/(?:java|ecma)script|module)?\s*$/i

/** The inline code in the built HTML that the policy has to allow or would block. */
export function findInlineCode(html: string, file: string): InlineCode[] {
  const found: InlineCode[] = []
  for (const match of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi)) {
    const [, tag = '', attributes = '', code = ''] = match
    if (tag.toLowerCase() === 'script') {
      const type = attributes.match(/\btype\s*=\s*["']?([^"'\s>]*)/i)?.[1] ?? ''
      if (/\bsrc\s*=/i.test(attributes) || !executable.test(type)) continue
      found.push({ file, kind: 'script', code })
    } else found.push({ file, kind: 'style', code })
  }
  for (const match of html.matchAll(/<[a-z][^>]*?\sstyle\s*=\s*("[^"]*"|'[^']*')/gi)) {
    found.push({ file, kind: 'style attribute', code: match[1] ?? '' })
  }
  for (const match of html.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)) {
    found.push({ file, kind: 'event handler', code: match[1] ?? '' })
  }
  return found
}

export const sha256Source = (code: string) =>
  `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
}

export function writeHeaders(distDir: string, env: Record<string, string | undefined>): string {
  const inline = htmlFiles(distDir).flatMap((file) =>
    findInlineCode(readFileSync(file, 'utf8'), relative(distDir, file)),
  )
  // A style attribute or an onclick cannot be allowed by hash without loosening the policy for all.
  const blocked = inline.filter((i) => i.kind === 'style attribute' || i.kind === 'event handler')
  if (blocked.length) {
    const list = blocked.map((i) => `${i.file}: ${i.kind} ${i.code.slice(0, 60)}`).join('\n  ')
    throw new Error(`The built HTML has inline code the CSP would block:\n  ${list}`)
  }
  const hashes = (kind: InlineCode['kind']) => [
    ...new Set(inline.filter((i) => i.kind === kind).map((i) => sha256Source(i.code))),
  ]
  const options: HeaderOptions = {
    pocketbaseUrl: env.VITE_POCKETBASE_URL || 'http://127.0.0.1:8090',
    analyticsId: env.VITE_ANALYTICS_ID?.trim() || undefined,
    adScriptUrl: env.VITE_AD_SCRIPT_URL || undefined,
    scriptHashes: hashes('script'),
    styleHashes: hashes('style'),
  }
  const content = headersFile(options)
  writeFileSync(join(distDir, '_headers'), content)
  return content
}

// As a build step: the same VITE_ values the bundle was built with (the environment, then .env files).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = resolve(import.meta.dirname, '..')
  const distDir = resolve(root, process.argv[2] ?? 'dist')
  try {
    const env = { ...loadEnv('production', root, 'VITE_'), ...process.env }
    writeHeaders(distDir, env)
    console.log(
      `Wrote ${relative(root, join(distDir, '_headers'))} for ${env.VITE_POCKETBASE_URL || 'http://127.0.0.1:8090'}`,
    )
  } catch (error) {
    console.error(`write-headers: ${(error as Error).message}`)
    process.exitCode = 1
  }
}
