// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { mask, scanDir, secretsFrom } from './scan-secrets.ts'

const dirs: string[] = []
function dist(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'scan-secrets-'))
  dirs.push(dir)
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true })
    writeFileSync(join(dir, name), content)
  }
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const ADMIN = 'correct-horse-battery-staple'
const clean = {
  'index.html': '<!doctype html><script type="module" src="/assets/index-abc.js"></script>',
  'assets/index-abc.js': 'const pb="http://127.0.0.1:8090";const pk="pk_test_51Habc";export{pb,pk}',
}

describe('scanDir', () => {
  it('passes a clean build', () => {
    expect(scanDir(dist(clean), secretsFrom({}, ADMIN))).toEqual([])
  })

  it('finds the admin password and server-only env values, wherever they are', () => {
    const env = { STRIPE_SECRET_KEY: 'not-shaped-like-stripe-1234', PB_ADMIN_EMAIL: 'admin@x.test' }
    const dir = dist({
      ...clean,
      'assets/chunk-1.js': `const a="${ADMIN}"`,
      'deep/nested/image.bin': Buffer.concat([
        Buffer.from([0, 255, 1]),
        Buffer.from(env.STRIPE_SECRET_KEY),
      ]),
    })
    const finds = scanDir(dir, secretsFrom(env, ADMIN))
    expect(finds.map((f) => [f.file, f.what])).toEqual(
      expect.arrayContaining([
        ['assets/chunk-1.js', 'the PocketBase admin password'],
        [join('deep/nested/image.bin'), 'STRIPE_SECRET_KEY'],
      ]),
    )
    expect(finds).toHaveLength(2)
    expect(finds.find((f) => f.what === 'STRIPE_SECRET_KEY')?.offset).toBe(3)
  })

  it.each([
    ['Stripe secret or restricted key', 'sk_live_4eC39HqLyjWDarjtT1zdp7dc'],
    ['Stripe secret or restricted key', 'rk_test_4eC39HqLyjWDarjtT1zdp7dc'],
    ['Stripe webhook secret', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIK2LPFt3W'],
    ['Brevo API or SMTP key', `xkeysib-${'a1'.repeat(32)}-AbCdEfGh12345678`],
    ['PEM private key', '-----BEGIN RSA PRIVATE KEY-----\nMIIE'],
    ['PEM private key', '-----BEGIN PRIVATE KEY-----\nMIIE'],
  ])('finds a key shaped like a %s', (what, key) => {
    const finds = scanDir(dist({ ...clean, 'assets/x.js': `x=${JSON.stringify(key)}` }), [])
    expect(finds.map((f) => f.what)).toEqual([what])
  })

  it('does not take public values for secrets: addresses and what the build publishes', () => {
    const env = {
      SITE_URL: 'https://www.songpad.app',
      POCKETBASE_URL: 'https://pb.songpad.app',
      STRIPE_PRICE_ID: 'price_1Abcdefghij',
      VITE_STRIPE_PRICE_ID: 'price_1Abcdefghij',
      PB_ADMIN_PASSWORD: 'https://admin:pw@x.test',
    }
    const dir = dist({
      ...clean,
      'a.html':
        '<link rel="canonical" href="https://www.songpad.app/"> https://pb.songpad.app price_1Abcdefghij',
    })
    expect(scanDir(dir, secretsFrom(env, ADMIN))).toEqual([])
    const leaked = dist({ ...clean, 'b.js': 'x="https://admin:pw@x.test"' })
    expect(scanDir(leaked, secretsFrom(env, ADMIN)).map((f) => f.what)).toEqual([
      'PB_ADMIN_PASSWORD',
    ])
  })

  it('does not take publishable keys or short words for secrets', () => {
    const env = {
      BREVO_API_KEY: 'short',
      SOME_PORT: '8090',
      VITE_PUBLIC_TOKEN: 'public-on-purpose',
    }
    const dir = dist({
      ...clean,
      'a.js': 'short 8090 public-on-purpose sk_test_ pk_live_abcdefghijkl',
    })
    expect(scanDir(dir, secretsFrom(env, ADMIN))).toEqual([])
  })
})

describe('mask', () => {
  it('never shows the secret in full', () => {
    expect(mask(ADMIN)).toBe('co…le (28 chars)')
    expect(mask('abc')).toBe('***')
  })
})

// Each case starts node with tsx: seconds on a busy machine.
describe('the command', { timeout: 30_000 }, () => {
  const run = (dir: string) =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', resolve(import.meta.dirname, 'scan-secrets.ts'), dir],
      {
        env: { ...process.env, PB_ADMIN_PASSWORD: ADMIN },
        encoding: 'utf8',
      },
    )

  it('exits 1 and says where, without printing the secret', () => {
    const result = run(dist({ ...clean, 'assets/leak.js': `p="${ADMIN}"` }))
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('assets/leak.js at byte 3: PB_ADMIN_PASSWORD co…le (28 chars)')
    expect(`${result.stdout}${result.stderr}`).not.toContain(ADMIN)
  })

  it('exits 0 on a clean build', () => {
    const result = run(dist(clean))
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  })
})
