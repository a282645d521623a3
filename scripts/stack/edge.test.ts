// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Edge, startEdge } from './edge.ts'
import { freePort } from './processes.ts'

const SCRIPT = 'export const song = "A minor"\n'.repeat(50)

let dist: string
let upstream: Server
let edge: Edge
let base: string
let seen: { method?: string; url?: string; host?: string; body: string }[]

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'edge-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'assets/app-1a2b.js'), SCRIPT)
  writeFileSync(join(dist, 'secret.txt'), 'not a static file')
  writeFileSync(
    join(dist, '_routes.json'),
    JSON.stringify({ version: 1, include: ['/*'], exclude: ['/assets/*'] }),
  )
  writeFileSync(
    join(dist, '_headers'),
    '/*\n  X-Content-Type-Options: nosniff\n  Cache-Control: no-cache\n/assets/*\n  ! Cache-Control\n  Cache-Control: immutable\n',
  )
  // Stands in for wrangler: records what reaches it and answers with two cookies.
  upstream = createServer((req: IncomingMessage, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, host: req.headers.host, body })
      res.setHeader('set-cookie', ['a=1; HttpOnly', 'b=2; Secure'])
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"from":"functions"}')
    })
  })
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done))
  const port = await freePort()
  edge = await startEdge({
    distDir: dist,
    port,
    upstreamPort: (upstream.address() as AddressInfo).port,
  })
  base = `http://127.0.0.1:${port}`
})

afterAll(async () => {
  await edge.stop()
  await new Promise((done) => upstream.close(done))
  rmSync(dist, { recursive: true, force: true })
})

beforeEach(() => {
  seen = []
})

describe('the edge in front of the functions', () => {
  it('serves a file _routes.json excludes from the build, with its _headers rules, gzipped', async () => {
    const response = await fetch(`${base}/assets/app-1a2b.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/javascript')
    expect(response.headers.get('cache-control')).toBe('immutable')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(await response.text()).toBe(SCRIPT)
    expect(seen).toEqual([])
  })

  it('answers a revalidation of an unchanged file with 304', async () => {
    const etag = (await fetch(`${base}/assets/app-1a2b.js`)).headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/)
    const again = await fetch(`${base}/assets/app-1a2b.js`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  it('compresses only for a browser that accepts gzip', async () => {
    const plain = await rawGet('/assets/app-1a2b.js', {})
    expect(plain.encoding).toBeUndefined()
    expect(plain.body.toString()).toBe(SCRIPT)
    const gzipped = await rawGet('/assets/app-1a2b.js', { 'accept-encoding': 'gzip, br' })
    expect(gzipped.encoding).toBe('gzip')
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT)
  })

  it('passes pages, missing assets and other methods to the functions, Host and body unchanged', async () => {
    const page = await fetch(`${base}/learn?x=1`)
    expect(page.status).toBe(201)
    expect(page.headers.getSetCookie()).toEqual(['a=1; HttpOnly', 'b=2; Secure'])
    expect(await page.json()).toEqual({ from: 'functions' })
    await fetch(`${base}/assets/missing.js`)
    await fetch(`${base}/assets/app-1a2b.js`, { method: 'POST', body: 'chords' })
    expect(seen).toEqual([
      { method: 'GET', url: '/learn?x=1', host: new URL(base).host, body: '' },
      { method: 'GET', url: '/assets/missing.js', host: new URL(base).host, body: '' },
      { method: 'POST', url: '/assets/app-1a2b.js', host: new URL(base).host, body: 'chords' },
    ])
  })

  it('never serves a file outside an excluded folder, however the path is spelt', async () => {
    for (const path of ['/secret.txt', '/assets/..%2fsecret.txt', '/assets/%2e%2e/secret.txt']) {
      const response = await fetch(`${base}${path}`)
      expect(await response.json()).toEqual({ from: 'functions' })
    }
    expect(seen).toHaveLength(3)
  })

  it('answers 502 with a JSON message when the functions are down', async () => {
    const port = await freePort()
    const alone = await startEdge({ distDir: dist, port, upstreamPort: await freePort() })
    try {
      const response = await fetch(`http://127.0.0.1:${port}/learn`)
      expect(response.status).toBe(502)
      expect((await response.json()).message).toMatch(/did not answer/)
    } finally {
      await alone.stop()
    }
  })
})

// fetch always asks for gzip; node:http sends exactly the headers given.
async function rawGet(path: string, headers: Record<string, string>) {
  const { request } = await import('node:http')
  return new Promise<{ encoding?: string; body: Buffer }>((done, fail) => {
    request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        done({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
      )
    })
      .on('error', fail)
      .end()
  })
}
