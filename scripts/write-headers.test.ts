// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  findInlineCode,
  sha256Source,
  writeHeaders,
} from './write-headers.ts'

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy({ pocketbaseUrl: 'https://pb.songpad.app/some/path' })
  const withTag = contentSecurityPolicy({
    pocketbaseUrl: 'https://pb.songpad.app',
    analyticsId: 'G-TEST123',
  })

  it('lets the app talk to itself and its PocketBase only', () => {
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://pb.songpad.app")
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data:")
    expect(csp).not.toMatch(/google/)
  })

  it('names the Google tag and the analytics hosts only when the tag is configured', () => {
    expect(directive(withTag, 'script-src')).toBe(
      "script-src 'self' https://www.googletagmanager.com",
    )
    expect(directive(withTag, 'connect-src')).toBe(
      "connect-src 'self' https://pb.songpad.app https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    )
  })

  it('allows no inline or eval script, no framing, no plugins and no <base>', () => {
    expect(directive(csp, 'script-src')).toBe("script-src 'self'")
    expect(csp).not.toMatch(/unsafe-(inline|eval|hashes)/)
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'")
    expect(directive(csp, 'object-src')).toBe("object-src 'none'")
    expect(directive(csp, 'base-uri')).toBe("base-uri 'none'")
    expect(directive(csp, 'form-action')).toBe("form-action 'self' https://newsletter.songpad.app")
  })

  it('adds the ad partner only when one is configured', () => {
    const withAds = contentSecurityPolicy({
      pocketbaseUrl: 'http://127.0.0.1:8091',
      adScriptUrl: 'https://ads.example.com/tag.js?id=1',
    })
    expect(directive(withAds, 'script-src')).toContain('https://ads.example.com')
    expect(directive(withAds, 'connect-src')).toContain('http://127.0.0.1:8091 ')
    expect(csp).not.toContain('ads.example.com')
  })

  it('refuses a PocketBase URL that is not an http(s) URL', () => {
    expect(() => contentSecurityPolicy({ pocketbaseUrl: 'javascript:alert(1)' })).toThrow(
      /VITE_POCKETBASE_URL/,
    )
    expect(() => contentSecurityPolicy({ pocketbaseUrl: 'pb.songpad.app' })).toThrow()
  })
})

describe('findInlineCode', () => {
  it('finds inline scripts and styles but not external scripts or JSON-LD', () => {
    const html = `<head><script type="module" src="/a.js"></script><script type="application/ld+json">{"a":1}</script>
      <script>document.documentElement.dataset.theme='dark'</script><style>.a{color:red}</style></head>`
    expect(findInlineCode(html, 'index.html').map((i) => [i.kind, i.code])).toEqual([
      ['script', "document.documentElement.dataset.theme='dark'"],
      ['style', '.a{color:red}'],
    ])
  })

  it('finds style attributes and event handlers', () => {
    const html =
      '<div style="color:red"></div><button onclick="go()">Go</button><p class="online">x</p>'
    expect(findInlineCode(html, 'x.html').map((i) => i.kind)).toEqual([
      'style attribute',
      'event handler',
    ])
  })
})

describe('writeHeaders', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  const dist = (html: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'write-headers-'))
    dirs.push(dir)
    writeFileSync(join(dir, 'index.html'), html)
    return dir
  }

  it('writes the headers for the configured PocketBase, with caching per kind of file', () => {
    const dir = dist('<script type="module" src="/assets/index-abc.js"></script>')
    writeHeaders(dir, { VITE_POCKETBASE_URL: 'https://pb.example.org' })
    const file = readFileSync(join(dir, '_headers'), 'utf8')
    expect(file).toContain('https://pb.example.org')
    expect(file).toMatch(/^\/\*\n(?: {2}.+\n)*? {2}Cache-Control: no-cache\n/m)
    expect(file).toMatch(
      /^\/assets\/\*\n {2}! Cache-Control\n {2}Cache-Control: public, max-age=31536000, immutable$/m,
    )
    for (const header of [
      'Strict-Transport-Security: max-age=63072000; includeSubDomains',
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: strict-origin-when-cross-origin',
      'Permissions-Policy: camera=()',
    ]) {
      expect(file).toContain(header)
    }
  })

  it('allows exactly the inline script the build wrote, by its hash', () => {
    const code = "document.documentElement.dataset.theme='dark'"
    const dir = dist(`<script>${code}</script>`)
    const file = writeHeaders(dir, {})
    expect(file).toContain(`script-src 'self' ${sha256Source(code)}`)
    expect(writeHeaders(dir, { VITE_ANALYTICS_ID: 'G-TEST123' })).toContain(
      `script-src 'self' https://www.googletagmanager.com ${sha256Source(code)}`,
    )
    expect(file).toContain('http://127.0.0.1:8090')
  })

  it('fails on inline code a hash cannot allow', () => {
    expect(() => writeHeaders(dist('<div style="color:red"></div>'), {})).toThrow(/style attribute/)
  })

  it('hashes like the browser does', () => {
    // The value Chrome prints for alert(1) in its CSP violation message.
    expect(sha256Source('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
  })
})
