import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

export type StackMode = 'preview' | 'dev'

export type StackConfig = {
  mode: StackMode
  pbPort: number
  appPort: number
  vitePort: number
  smtpPort: number
  mailPort: number
  dataDir: string
  distDir: string
  adminEmail: string
  adminPassword: string
  freshData: boolean
  /** Shows the servers' output: requests and errors (stack.ts). */
  verbose: boolean
  /** With `verbose`, PocketBase's SQL statements too. */
  sql: boolean
}

export const root = resolve(import.meta.dirname, '../..')

// A local .env fills in what the environment leaves unset.
if (existsSync(resolve(root, '.env'))) process.loadEnvFile(resolve(root, '.env'))

/** Server-only settings handed to the functions when set. */
export const functionSecrets = [
  'BREVO_API_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_ID',
  'SITE_URL',
] as const

function port(name: string, fallback: number): number {
  const value = process.env[name]
  if (value === undefined || value === '') return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65535) {
    throw new Error(`${name} must be a port number (1-65535), got "${value}"`)
  }
  return parsed
}

const admin = () => ({
  adminEmail: process.env.PB_ADMIN_EMAIL || 'admin@songpad.test',
  adminPassword: process.env.PB_ADMIN_PASSWORD || 'songpad-admin-dev',
})

/**
 * `npm start` / `npm run dev`: the ports the README documents, data kept between runs.
 * STACK_ID gives a second local stack its own data and build folders (with its own ports).
 */
export function localConfig(mode: StackMode, options: { sql: boolean }): StackConfig {
  const id = process.env.STACK_ID
  return {
    mode,
    pbPort: port('PB_PORT', 8090),
    appPort: port('PORT', 8788),
    vitePort: port('VITE_PORT', 5173),
    smtpPort: port('SMTP_PORT', 2525),
    mailPort: port('MAIL_PORT', 8025),
    dataDir: resolve(root, id ? `.data/pb-${id}` : '.data/pb'),
    distDir: resolve(root, id ? `.data/dist-${id}` : 'dist'),
    ...admin(),
    freshData: false,
    verbose: true,
    sql: options.sql,
  }
}

/**
 * `npm test`: its own ports and a fresh database, so it runs beside `npm start`.
 * TEST_STACK_ID keeps the folders of several test runs on one machine apart.
 */
export function testConfig(): StackConfig {
  const id = process.env.TEST_STACK_ID ? `-${process.env.TEST_STACK_ID}` : ''
  return {
    mode: 'preview',
    pbPort: port('TEST_PB_PORT', 8091),
    appPort: port('TEST_PORT', 8789),
    vitePort: 0,
    smtpPort: port('TEST_SMTP_PORT', 2526),
    mailPort: port('TEST_MAIL_PORT', 8026),
    dataDir: resolve(root, `.data/test-pb${id}`),
    distDir: resolve(root, `.data/test-dist${id}`),
    ...admin(),
    freshData: true,
    verbose: false,
    sql: false,
  }
}

/** `npm run bench`: the production build as `npm start` serves it, on its own ports and a fresh database. */
export function benchConfig(): StackConfig {
  return {
    mode: 'preview',
    pbPort: port('BENCH_PB_PORT', 8092),
    appPort: port('BENCH_PORT', 8790),
    vitePort: 0,
    smtpPort: port('BENCH_SMTP_PORT', 2527),
    mailPort: port('BENCH_MAIL_PORT', 8027),
    dataDir: resolve(root, '.data/bench-pb'),
    distDir: resolve(root, '.data/bench-dist'),
    ...admin(),
    freshData: true,
    verbose: false,
    sql: false,
  }
}

export const urls = (config: StackConfig) => ({
  pocketbase: `http://127.0.0.1:${config.pbPort}`,
  app: `http://127.0.0.1:${config.appPort}`,
  vite: `http://127.0.0.1:${config.vitePort}`,
  mail: `http://127.0.0.1:${config.mailPort}/messages`,
  site:
    config.mode === 'dev'
      ? `http://127.0.0.1:${config.vitePort}`
      : `http://127.0.0.1:${config.appPort}`,
})
